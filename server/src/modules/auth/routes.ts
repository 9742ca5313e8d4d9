import { Router, type NextFunction, type Request, type Response } from 'express';
import type { PassportInstance } from './passport';
import { loginSchema, MSG } from '@pageant/common';
import { UnauthorizedError } from '../../errors';
import { limiter, memoryStores, type LimitStores } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { AdminUser } from './repo';
import { requireAdmin } from './require-admin';

interface AuthRouteOptions {
  passport: PassportInstance;
  loginLimit: number;
  cookieName: string;
  /** Counters shared by every instance, so N instances do not give N times the attempts. */
  stores?: LimitStores;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export function authRoutes({ passport, loginLimit, cookieName, stores = memoryStores }: AuthRouteOptions): Router {
  const perIp = limiter({ windowMs: FIFTEEN_MINUTES, limit: loginLimit, message: MSG.tooManyLogins, skipSuccessfulRequests: true, store: stores('login-ip') });
  const perUser = limiter({
    store: stores('login-user'),
    windowMs: FIFTEEN_MINUTES,
    limit: loginLimit,
    message: MSG.tooManyLogins,
    skipSuccessfulRequests: true,
    key: (req) => `user:${String((req.body as { username?: unknown })?.username ?? '').trim().toLowerCase()}`,
  });

  const login = (req: Request, res: Response, next: NextFunction) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: AdminUser | false) => {
      if (err) return next(err);
      // One sentence for every failure: never say which part was wrong.
      if (!user) return next(new UnauthorizedError(MSG.loginFailed));
      // Passport regenerates the session id here (fixation protection) before storing the user.
      req.login(user, (loginErr) => {
        if (loginErr) return next(loginErr);
        req.log?.info({ admin: user.username }, 'admin logged in');
        res.json({ success: true, message: MSG.loginSuccess });
      });
    })(req, res, next);
  };

  const check = (req: Request, res: Response) => {
    res.json({ success: true, username: req.user!.username });
  };

  const logout = (req: Request, res: Response, next: NextFunction) => {
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy((destroyErr) => {
        if (destroyErr) return next(destroyErr);
        res.clearCookie(cookieName, { path: '/' });
        res.json({ success: true, message: MSG.logoutSuccess });
      });
    });
  };

  const router = Router();
  router.post('/login', perIp, perUser, validate({ body: loginSchema }), login);
  router.get('/check', requireAdmin, check);
  router.post('/logout', requireAdmin, logout);
  return router;
}
