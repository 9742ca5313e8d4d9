import { sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { deviceName } from './device-name';

declare module 'express-session' {
  interface SessionData {
    device?: string;
    createdAt?: string;
    lastSeenAt?: string;
  }
}

/** "Last seen" is for her to recognise a session, not an activity log: a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

/**
 * After passport: notes on a signed-in admin's session what device it is and when it was last used.
 * Written with an UPDATE of the row rather than through req.session, because express-session saves
 * a changed session with an upsert: a request in flight while she ends that session elsewhere would
 * otherwise write the ended session back.
 */
export function touchAdminSession(db: Db): RequestHandler {
  return (req, _res, next) => {
    const s = req.session as (typeof req.session & { passport?: { user?: string } }) | undefined;
    const userId = s?.passport?.user;
    if (!s || !req.user || !userId) return next();
    const now = Date.now();
    const last = s.lastSeenAt ? Date.parse(s.lastSeenAt) : NaN;
    if (s.device && s.createdAt && now - last < TOUCH_EVERY_MS) return next();
    const patch = {
      lastSeenAt: new Date(now).toISOString(),
      device: s.device ?? deviceName(req.get('user-agent')),
      createdAt: s.createdAt ?? new Date(now).toISOString(),
    };
    db.update(sessions)
      .set({ sess: sql`${sessions.sess} || ${JSON.stringify(patch)}::jsonb` })
      .where(sql`${sessions.sid} = ${req.sessionID} AND ${sessions.sess}->'passport'->>'user' = ${userId}`)
      .then(
        () => next(),
        // A missed "last seen" must not cost her the request.
        (err: unknown) => {
          req.log?.warn({ err }, 'could not note the session as seen');
          next();
        },
      );
  };
}
