import { Router, type NextFunction, type Request, type Response } from 'express';
import type { PassportInstance } from './passport';
import { loginSchema, MSG } from '@pageant/common';
import { UnauthorizedError } from '../../errors';
import { MemoryStore } from 'express-rate-limit';
import { limiter, memoryStores, type LimitStores } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { loginSlowdown, pairKey, type SlowdownParams } from './login-throttle';
import type { AdminUser } from './repo';
import { requireCapability } from '../../http/require-capability';
import { AUDIT, auditFrom, requestIp, type AuditRecorder } from '../audit/service';

interface AuthRouteOptions {
  passport: PassportInstance;
  loginLimit: number;
  cookieName: string;
  /** Counters shared by every instance, so N instances do not give N times the attempts. */
  stores?: LimitStores;
  /** Per-username slowdown; defaults in login-throttle.ts (tests pass small delays). */
  slowdown?: Partial<SlowdownParams>;
  /**
   * Where logins, failed logins and logouts are recorded (the audit log). app.ts always passes it;
   * only a test's bare second instance of this router (login-limits.test.ts) goes without.
   */
  audit: AuditRecorder;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export function authRoutes({ passport, loginLimit, cookieName, stores = memoryStores, slowdown = {}, audit }: AuthRouteOptions): Router {
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

  const record: AuditRecorder = (entry) => (audit ? audit(entry) : Promise.resolve());
  /** The name that was typed (validated by loginSchema), never the password. */
  const attempted = (req: Request) => (req.body as { username: string }).username;

  const login = (req: Request, res: Response, next: NextFunction) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: AdminUser | false) => {
      if (err) return next(err);
      // One sentence for every failure: never say which part was wrong.
      if (!user) {
        const recorded = record({
          actor: attempted(req),
          ip: requestIp(req),
          action: AUDIT.loginFailed,
          target: attempted(req),
          summary: 'wrong username or password',
        });
        return Promise.all([slow.failed(req), recorded]).then(() => next(new UnauthorizedError(MSG.loginFailed)), next);
      }
      const recorded = record({
        actor: user.username,
        ip: requestIp(req),
        action: AUDIT.login,
        target: user.username,
        summary: '',
      });
      Promise.all([slow.succeeded(req), pairStore.resetKey(pairKey(req)), recorded]).then(() => {
        // Passport regenerates the session id here (fixation protection) before storing the user.
        req.login(user, (loginErr) => {
          if (loginErr) return next(loginErr);
          req.log?.info({ admin: user.username }, 'admin logged in');
          res.json({ success: true, message: MSG.loginSuccess });
        });
      }, next);
    })(req, res, next);
  };

  const logout = (req: Request, res: Response, next: NextFunction) => {
    // Recorded while the session still says who it was.
    const who = auditFrom(req);
    record({ ...who, action: AUDIT.logout, target: who.actor, summary: '' }).then(() => endSession(req, res, next), next);
  };

  const endSession = (req: Request, res: Response, next: NextFunction) => {
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
  router.post('/logout', requireCapability('self'), logout);
  return router;
}
