import { Router, type NextFunction, type Request, type Response } from 'express';
import { changePasswordSchema } from '@pageant/common/content/admin-accounts';
import { ADMIN_SESSION_ID, ADMIN_SESSION_MSG } from '@pageant/common/content/admin-sessions';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { NotFoundError } from '../../errors';
import { limiter, type LimitStores } from '../../http/rate-limit';
import { requireCapability } from '../../http/require-capability';
import { openDuringSetup } from '../../http/second-factor-gate';
import { validate } from '../../http/validate';
import { auditFrom } from '../audit/service';
import type { AdminAccountService, Self } from './service';

interface AccountRouteOptions {
  cookieName: string;
  stores: LimitStores;
}

const self = (req: Request): Self => ({ adminId: req.user!.id, sid: req.sessionID, actor: auditFrom(req) });

/** /api/admin/account: her own sessions and password (the second factor is in its own module). */
export function adminAccountRoutes(account: AdminAccountService, { cookieName, stores }: AccountRouteOptions): Router {
  // A stolen session must not become a way to guess her password: wrong "current" passwords are counted per admin.
  const passwordTries = limiter({
    windowMs: 15 * 60_000,
    limit: 10,
    message: ADMIN_SESSION_MSG.tooManyPasswordTries,
    skipSuccessfulRequests: true,
    key: (req) => req.user?.id ?? 'none',
    store: stores('account-password'),
  });

  // Open while the owner's policy waits for her second factor: ending a stranger's session and changing
  // a leaked password are how she secures the account she is about to add the factor to.
  const own = [openDuringSetup, requireCapability('self')];
  const router = Router();
  router.get('/sessions', ...own, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await account.sessions(self(req)));
  });
  router.delete('/sessions/:id', ...own, async (req: Request, res: Response, next: NextFunction) => {
    const id = String(req.params.id);
    if (!ADMIN_SESSION_ID.test(id)) throw new NotFoundError(ADMIN_SESSION_MSG.notFound);
    const { current } = await account.endSession(self(req), id);
    if (!current) return void res.json({ success: true, message: ADMIN_SESSION_MSG.ended });
    // Her own session's row is gone; the cookie goes too, so nothing saves it back.
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy(() => {
        res.clearCookie(cookieName, { path: '/' });
        res.json({ success: true, message: ADMIN_SESSION_MSG.ended });
      });
    });
  });
  router.post('/password', ...own, passwordTries, validate({ body: changePasswordSchema }), async (req, res) => {
    const { current, password } = req.body as { current: string; password: string };
    await account.changePassword(self(req), current, password);
    res.json({ success: true, message: ADMIN_ACCOUNT_MSG.passwordChanged });
  });
  return router;
}
