import { Router, type NextFunction, type Request, type Response } from 'express';
import type { PassportInstance } from './passport';
import { loginSchema, MSG } from '@pageant/common';
import { UnauthorizedError } from '../../errors';
import { MemoryStore } from 'express-rate-limit';
import { limiter, memoryStores, type LimitStores } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { loginSlowdown, pairKey, type SlowdownParams } from './login-throttle';
import type { AdminUser } from './repo';
import { requireAdmin } from '../../http/require-admin';

interface AuthRouteOptions {
  passport: PassportInstance;
  loginLimit: number;
  cookieName: string;
  /** Counters shared by every instance, so N instances do not give N times the attempts. */
  stores?: LimitStores;
  /** Per-username slowdown; defaults in login-throttle.ts (tests pass small delays). */
  slowdown?: Partial<SlowdownParams>;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export function authRoutes({ passport, loginLimit, cookieName, stores = memoryStores, slowdown = {} }: AuthRouteOptions): Router {
  const perIp = limiter({
    windowMs: FIFTEEN_MINUTES,
    limit: loginLimit,
    message: MSG.tooManyLogins,
    skipSuccessfulRequests: true,
    store: stores('login-ip'),
  });
  // Per (address, username), never per username alone: that let anyone with a few addresses lock the
  // owner out. Its store is made here, not inside limiter, so a success can clear the pair.
  const pairStore = stores('login-pair') ?? new MemoryStore();
  const perPair = limiter({
    windowMs: FIFTEEN_MINUTES,
    limit: loginLimit,
    message: MSG.tooManyLogins,
    skipSuccessfulRequests: true,
    store: pairStore,
    key: pairKey,
  });
  const slow = loginSlowdown({ ...slowdown, store: stores('login-slow'), windowMs: FIFTEEN_MINUTES });

  const login = (req: Request, res: Response, next: NextFunction) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: AdminUser | false) => {
      if (err) return next(err);
      // One sentence for every failure: never say which part was wrong.
      if (!user) return slow.failed(req).then(() => next(new UnauthorizedError(MSG.loginFailed)), next);
      Promise.all([slow.succeeded(req), pairStore.resetKey(pairKey(req))]).then(() => {
        // Passport regenerates the session id here (fixation protection) before storing the user.
        req.login(user, (loginErr) => {
          if (loginErr) return next(loginErr);
          req.log?.info({ admin: user.username }, 'admin logged in');
          res.json({ success: true, message: MSG.loginSuccess });
        });
      }, next);
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
  // Only the per-IP key runs before validation (it reads no body); the others see a checked body.
  router.post('/login', perIp, validate({ body: loginSchema }), perPair, slow.delay, login);
  router.get('/check', requireAdmin, check);
  router.post('/logout', requireAdmin, logout);
  return router;
}
