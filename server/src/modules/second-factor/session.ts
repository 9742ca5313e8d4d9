import type { Request } from 'express';

/** What a half-finished login, an app being set up and a passkey being added keep in her session. */
interface PendingLogin {
  adminId: string;
  /** The password step's limiter key (address and typed username): wrong codes count on the same pair. */
  pairKey: string;
  at: number;
  /** The passkey challenge last sent to this login. */
  challenge?: string;
}

declare module 'express-session' {
  interface SessionData {
    pendingLogin?: PendingLogin;
    totpSetup?: { secret: string; at: number };
    passkeyRegistration?: { challenge: string; at: number };
  }
}

/** The password was right a short while ago; long enough to find a phone, short enough to be stale soon. */
export const PENDING_LOGIN_MS = 5 * 60_000;
/** Reading the QR code and typing the first code. */
export const TOTP_SETUP_MS = 10 * 60_000;
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

const fresh = (at: number | undefined, ttl: number) => at !== undefined && Date.now() - at < ttl;

/**
 * After a right password: a new session id (the one a visitor arrived with is never promoted), and
 * her id kept as pending, not signed in.
 */
export function beginPendingLogin(req: Request, login: Omit<PendingLogin, 'at'>): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err instanceof Error ? err : new Error(String(err)));
      req.session.pendingLogin = { ...login, at: Date.now() };
      resolve();
    });
  });
}

export function pendingLogin(req: Request): PendingLogin | null {
  const pending = req.session?.pendingLogin;
  if (pending && fresh(pending.at, PENDING_LOGIN_MS)) return pending;
  if (pending) delete req.session.pendingLogin;
  return null;
}

export function pendingTotpSecret(req: Request): string | null {
  const setup = req.session.totpSetup;
  return setup && fresh(setup.at, TOTP_SETUP_MS) ? setup.secret : null;
}

/** A registration challenge answers once: it is gone from the session before the answer is checked. */
export function takePasskeyChallenge(req: Request): string | null {
  const pending = req.session.passkeyRegistration;
  delete req.session.passkeyRegistration;
  return pending && fresh(pending.at, PASSKEY_CHALLENGE_MS) ? pending.challenge : null;
}
