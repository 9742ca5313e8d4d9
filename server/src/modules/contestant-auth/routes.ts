import { Router, type Request, type Response } from 'express';
import { COCKPIT_MSG, LOGIN_LINKS_PER_ADDRESS_PER_HOUR, loginLinkSchema } from '@pageant/common/content/cockpit';
import type { Store } from 'express-rate-limit';
import { limiter } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { ContestantAuthService } from './service';
import { clearContestantCookie, setContestantCookie, sha256 } from './session';

const HOUR = 3600_000;

interface ContestantAuthRouteOptions {
  /** Where link requests are counted per address (PgRateLimitStore in the app: shared by instances). */
  linkStore?: Store;
  secureCookies: boolean;
}

/** POST /api/contestant/login-link and /session: her sign-in without a password (issue #30). */
export function contestantAuthRoutes(auth: ContestantAuthService, { linkStore, secureCookies }: ContestantAuthRouteOptions): Router {
  // Keyed by a hash of the address, never the address, and counted for unknown addresses too, so
  // the limit says nothing about which addresses are registered.
  const perAddress = limiter({
    windowMs: HOUR,
    limit: LOGIN_LINKS_PER_ADDRESS_PER_HOUR,
    message: COCKPIT_MSG.tooManyLinks,
    store: linkStore,
    key: (req) => `address:${sha256((req.body as { email: string }).email.toLowerCase())}`,
  });

  const loginLink = async (req: Request, res: Response) => {
    const afterAnswer = await auth.requestLink((req.body as { email: string }).email);
    res.status(202).json({ success: true, message: COCKPIT_MSG.linkSent });
    afterAnswer();
  };

  // A POST, not the mailed GET itself: mail scanners open links, and must not use hers up.
  const session = async (req: Request, res: Response) => {
    const { sid, expiresAt } = await auth.signIn(req.body);
    setContestantCookie(res, sid, expiresAt, secureCookies);
    res.json({ success: true, redirect: '/me' });
  };

  const router = Router();
  router.post('/login-link', validate({ body: loginLinkSchema }), perAddress, loginLink);
  router.post('/session', session);
  return router;
}

/** POST /api/me/logout: answers 200 with or without a session, so signing out never fails. */
export function contestantSignOutRoutes(auth: ContestantAuthService, { secureCookies }: { secureCookies: boolean }): Router {
  const logout = async (req: Request, res: Response) => {
    await auth.signOut(req.headers.cookie);
    clearContestantCookie(res, secureCookies);
    res.json({ success: true, message: COCKPIT_MSG.signedOut });
  };
  return Router().post('/logout', logout);
}
