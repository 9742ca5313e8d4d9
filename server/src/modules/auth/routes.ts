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
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { openDuringSetup } from '../../http/second-factor-gate';
import { beginPendingLogin, pendingLogin, secondStepRoutes, type Factor, type SecondFactorService } from '../second-factor/service';

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
  /** Issue #34: the login's second step; without it the password alone signs in (a test's bare router). */
  secondFactor?: SecondFactorService;
  /** Her row as it is now, for the second step (a disabled admin is not found). */
  findAdmin?: (id: string) => Promise<AdminUser | null>;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export function authRoutes({
  passport,
  loginLimit,
  cookieName,
  stores = memoryStores,
  slowdown = {},
  audit,
  secondFactor,
  findAdmin = async () => null,
}: AuthRouteOptions): Router {
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
      const passwordDone = Promise.all([slow.succeeded(req), secondFactor ? null : pairStore.resetKey(pairKey(req))]);
      if (!secondFactor) return void passwordDone.then(() => signIn(req, res, next, user, null), next);
      // With a second factor the password alone signs nothing in; the pair's count runs on through her codes.
      Promise.all([passwordDone, secondFactor.factorsOf(user.id)])
        .then(async ([, factors]) => {
          if (!factors.totp && !factors.passkey) {
            await pairStore.resetKey(pairKey(req));
            return signIn(req, res, next, user, null);
          }
          await beginPendingLogin(req, { adminId: user.id, pairKey: pairKey(req) });
          res.json({ success: true, secondFactor: factors, message: ADMIN_ACCOUNT_MSG.secondFactorPending });
        })
        .catch(next);
    })(req, res, next);
  };

  /** The end of every successful login: audited (naming the second factor, if any), then passport's login. */
  const signIn = (req: Request, res: Response, next: NextFunction, user: AdminUser, factor: Factor | null) => {
    const pending = pendingLogin(req);
    const recorded = record({
      actor: user.username,
      ip: requestIp(req),
      action: AUDIT.login,
      target: user.username,
      summary: factor ? `password and ${factor}` : '',
    });
    Promise.all([pending ? pairStore.resetKey(pending.pairKey) : null, recorded]).then(() => {
      // Passport regenerates the session id here (fixation protection) before storing the user.
      req.login(user, (loginErr) => {
        if (loginErr) return next(loginErr);
        req.log?.info({ admin: user.username }, 'admin logged in');
        res.json({ success: true, message: MSG.loginSuccess });
      });
    }, next);
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
  if (secondFactor) {
    // The pair's own store object on the same counters (a limiter may not share another's store object).
    const codePair = limiter({
      windowMs: FIFTEEN_MINUTES,
      limit: loginLimit,
      message: MSG.tooManyLogins,
      skipSuccessfulRequests: true,
      store: stores('login-pair'),
      key: (req) => pendingLogin(req)?.pairKey ?? pairKey(req),
    });
    router.use(secondStepRoutes({ service: secondFactor, perIp, perPair: codePair, record, findAdmin, signIn }));
  }
  router.post('/logout', openDuringSetup, requireCapability('self'), logout);
  return router;
}
