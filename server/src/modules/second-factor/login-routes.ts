import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ADMIN_ACCOUNT_MSG, secondFactorCodeSchema } from '@pageant/common/content/admin-accounts';
import { passkeyLoginSchema, SECOND_FACTOR_MSG } from '@pageant/common/content/second-factor';
import { UnauthorizedError } from '../../errors';
import { validate } from '../../http/validate';
import { requestIp, type AuditRecorder } from '../audit/service';
import type { AdminUser } from '../auth/repo';
import { SECOND_FACTOR_AUDIT } from './audit-actions';
import type { Factor, SecondFactorService } from './service';
import { pendingLogin } from './session';

interface SecondStepOptions {
  service: SecondFactorService;
  /** The password's own limiters (per address, per address and username): codes use up the same attempts. */
  perIp: RequestHandler;
  perPair: RequestHandler;
  record: AuditRecorder;
  /** Her row as it is now: disabled since the password step means no sign-in. */
  findAdmin(id: string): Promise<AdminUser | null>;
  /** The password route's own ending: audit, reset the pair's count, passport's login (a new session id). */
  signIn(req: Request, res: Response, next: NextFunction, user: AdminUser, factor: Factor): void;
}

const expired = () => new UnauthorizedError(SECOND_FACTOR_MSG.loginExpired);

/** POST /api/admin/login/* : the second step, for a session whose password step passed. */
export function secondStepRoutes({ service, perIp, perPair, record, findAdmin, signIn }: SecondStepOptions): Router {
  const pendingAdmin = async (req: Request) => {
    const pending = pendingLogin(req);
    const admin = pending ? await findAdmin(pending.adminId) : null;
    if (!pending || !admin) throw expired();
    return { pending, admin };
  };

  const refuse = async (req: Request, admin: AdminUser, summary: string, message: string) => {
    await record({ actor: admin.username, ip: requestIp(req), action: SECOND_FACTOR_AUDIT.failed, target: admin.username, summary });
    throw new UnauthorizedError(message);
  };

  const code = async (req: Request, res: Response, next: NextFunction) => {
    const { admin } = await pendingAdmin(req);
    const factor = await service.checkCode(admin.id, (req.body as { code: string }).code.toLowerCase());
    if (!factor) return refuse(req, admin, 'wrong authenticator or recovery code', ADMIN_ACCOUNT_MSG.codeInvalid);
    signIn(req, res, next, admin, factor);
  };

  const passkeyOptions = async (req: Request, res: Response) => {
    const { pending, admin } = await pendingAdmin(req);
    const options = await service.loginPasskeyOptions(admin.id);
    pending.challenge = options.challenge;
    res.set('Cache-Control', 'no-store').json(options);
  };

  const passkey = async (req: Request, res: Response, next: NextFunction) => {
    const { pending, admin } = await pendingAdmin(req);
    // One answer per challenge, right or wrong.
    const challenge = pending.challenge;
    delete pending.challenge;
    const { response } = req.body as { response: { id: string } };
    if (!challenge || !(await service.checkPasskey(admin.id, response, challenge))) {
      return refuse(req, admin, 'passkey not verified', SECOND_FACTOR_MSG.passkeyFailed);
    }
    signIn(req, res, next, admin, 'passkey');
  };

  const router = Router();
  router.post('/login/code', perIp, validate({ body: secondFactorCodeSchema }), perPair, code);
  router.post('/login/passkey/options', passkeyOptions);
  router.post('/login/passkey', perIp, validate({ body: passkeyLoginSchema }), perPair, passkey);
  return router;
}
