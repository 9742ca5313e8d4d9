import { Router, type Request, type Response } from 'express';
import { secondFactorCodeSchema } from '@pageant/common/content/admin-accounts';
import { passkeyRegistrationSchema, SECOND_FACTOR_MSG, securityPolicySchema } from '@pageant/common/content/second-factor';
import { ConflictError, NotFoundError } from '../../errors';
import { requireCapability } from '../../http/require-capability';
import { openDuringSetup } from '../../http/second-factor-gate';
import { validate } from '../../http/validate';
import { auditFrom } from '../audit/service';
import type { Acting, SecondFactorService } from './service';
import { pendingTotpSecret, takePasskeyChallenge } from './session';

const acting = (req: Request): Acting => ({ admin: req.user!, actor: auditFrom(req) });
const codeOf = (req: Request) => (req.body as { code: string }).code.toLowerCase();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** /api/admin/account: her own second factor. All but renewing recovery codes stay open while the policy waits for one. */
export function secondFactorAccountRoutes(service: SecondFactorService): Router {
  const self = requireCapability('self');
  const code = validate({ body: secondFactorCodeSchema });

  const status = async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store').json(await service.status(req.user!));
  };
  const startTotp = (req: Request, res: Response) => {
    const setup = service.startTotp(req.user!);
    req.session.totpSetup = { secret: setup.secret, at: Date.now() };
    res.set('Cache-Control', 'no-store').json(setup);
  };
  const confirmTotp = async (req: Request, res: Response) => {
    const secret = pendingTotpSecret(req);
    if (!secret) throw new ConflictError(SECOND_FACTOR_MSG.setupExpired, 'TOTP_SETUP_EXPIRED');
    const recoveryCodes = await service.confirmTotp(acting(req), secret, codeOf(req));
    delete req.session.totpSetup;
    res.set('Cache-Control', 'no-store').json({ recoveryCodes });
  };
  const removeTotp = async (req: Request, res: Response) => {
    await service.removeTotp(acting(req), codeOf(req));
    res.json({ success: true, message: SECOND_FACTOR_MSG.totpRemoved });
  };
  const renewCodes = async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store').json({ recoveryCodes: await service.renewRecoveryCodes(acting(req), codeOf(req)) });
  };
  const passkeyOptions = async (req: Request, res: Response) => {
    const options = await service.passkeyOptions(req.user!);
    req.session.passkeyRegistration = { challenge: options.challenge, at: Date.now() };
    res.set('Cache-Control', 'no-store').json(options);
  };
  const addPasskey = async (req: Request, res: Response) => {
    const { response, label } = req.body as { response: unknown; label?: string };
    const challenge = takePasskeyChallenge(req);
    if (!challenge) throw new ConflictError(SECOND_FACTOR_MSG.passkeyFailed, 'PASSKEY_CHALLENGE_EXPIRED');
    res.status(201).json(await service.addPasskey(acting(req), response, challenge, label));
  };
  const removePasskey = async (req: Request, res: Response) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new NotFoundError(SECOND_FACTOR_MSG.passkeyNotFound, 'PASSKEY_NOT_FOUND');
    await service.removePasskey(acting(req), id);
    res.json({ success: true, message: SECOND_FACTOR_MSG.passkeyRemoved });
  };

  const router = Router();
  router.get('/second-factor', openDuringSetup, self, status);
  router.post('/totp/setup', openDuringSetup, self, startTotp);
  router.post('/totp/confirm', openDuringSetup, self, code, confirmTotp);
  router.delete('/totp', openDuringSetup, self, code, removeTotp);
  router.post('/recovery-codes', self, code, renewCodes);
  router.post('/passkeys/options', openDuringSetup, self, passkeyOptions);
  router.post('/passkeys', openDuringSetup, self, validate({ body: passkeyRegistrationSchema }), addPasskey);
  router.delete('/passkeys/:id', openDuringSetup, self, removePasskey);
  return router;
}

/** /api/admin/security-policy: the owner's switch. */
export function securityPolicyRoutes(service: SecondFactorService): Router {
  const router = Router();
  router.get('/security-policy', requireCapability('accounts'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await service.policy());
  });
  router.put('/security-policy', requireCapability('accounts'), validate({ body: securityPolicySchema }), async (req, res) => {
    const { requireSecondFactor } = req.body as { requireSecondFactor: boolean };
    res.json({ success: true, message: SECOND_FACTOR_MSG.policySaved, ...(await service.setPolicy(requireSecondFactor, auditFrom(req))) });
  });
  return router;
}
