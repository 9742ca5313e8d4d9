import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { and, eq, gt, sql } from 'drizzle-orm';
import { COCKPIT_MSG, CONTESTANT_SESSION_DAYS } from '@pageant/common/content/cockpit';
import type { Db } from '../../db/client';
import { candidates, contestantSessions } from '../../db/schema';
import { UnauthorizedError } from '../../errors';
import { readCookie } from '../../http/cookies';

/**
 * A contestant's session (issue #30): its own cookie, apart from the admin's express-session, so an
 * admin's rights can never leak into /me nor hers into /admin. The cookie holds 256 random bits; the
 * database holds only their sha-256, so a copy of the database signs nobody in.
 */
export const CONTESTANT_COOKIE = 'pageant_me';
const SESSION_MS = CONTESTANT_SESSION_DAYS * 24 * 3600 * 1000;
/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface Contestant {
  registrationId: string;
  /** Her candidate once she is on the voting page; null before. */
  candidateId: string | null;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new session for her registration; the caller sets the cookie with contestantCookie. */
export async function createContestantSession(db: Db, registrationId: string): Promise<{ sid: string; expiresAt: Date }> {
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await db.insert(contestantSessions).values({ sidHash: sha256(sid), registrationId, expiresAt });
  return { sid, expiresAt };
}

export function setContestantCookie(res: Response, sid: string, expiresAt: Date, secure: boolean): void {
  res.cookie(CONTESTANT_COOKIE, sid, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearContestantCookie(res: Response, secure: boolean): void {
  res.clearCookie(CONTESTANT_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Who this Cookie header signs in (HTTP and the socket handshake read it the same way), or null. */
export async function contestantFromCookieHeader(db: Db, header: string | undefined): Promise<Contestant | null> {
  const sid = readCookie(header, CONTESTANT_COOKIE);
  if (!sid || sid.length > 100) return null;
  const hash = sha256(sid);
  const [row] = await db
    .select({ registrationId: contestantSessions.registrationId, candidateId: candidates.id, lastSeenAt: contestantSessions.lastSeenAt })
    .from(contestantSessions)
    .leftJoin(candidates, eq(candidates.registrationId, contestantSessions.registrationId))
    .where(and(eq(contestantSessions.sidHash, hash), gt(contestantSessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(contestantSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(contestantSessions.sidHash, hash));
  }
  return { registrationId: row.registrationId, candidateId: row.candidateId ?? null };
}

/** Ends the session this header carries (sign-out); nothing happens for an unknown one. */
export async function endContestantSession(db: Db, header: string | undefined): Promise<void> {
  const sid = readCookie(header, CONTESTANT_COOKIE);
  if (sid) await db.delete(contestantSessions).where(eq(contestantSessions.sidHash, sha256(sid)));
}

/** Every /api/me route starts with this: 401 JSON without her session; her identity in res.locals.contestant. */
export function requireContestant(db: Db): RequestHandler {
  return (req, res, next) => {
    contestantFromCookieHeader(db, req.headers.cookie).then((who) => {
      if (!who) return next(new UnauthorizedError(COCKPIT_MSG.signInRequired));
      res.locals.contestant = who;
      next();
    }, next);
  };
}

/** The signed-in contestant of a request that passed requireContestant. */
export const contestantOf = (res: Response): Contestant => res.locals.contestant as Contestant;
