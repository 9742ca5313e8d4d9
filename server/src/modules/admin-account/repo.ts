import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminUsers, sessions } from '../../db/schema';

/** The public id of a session: the session id is the cookie's secret and never leaves the server. */
export const SESSION_ID_HASH = (sid: unknown) =>
  sql<string>`rtrim(translate(encode(sha256(convert_to(${sid}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;

const hers = (adminId: string) => sql`${sessions.sess}->'passport'->>'user' = ${adminId}`;

export interface SessionRow {
  sid: string;
  id: string;
  sess: { device?: string; createdAt?: string; lastSeenAt?: string };
}

export async function sessionsOf(db: DbOrTx, adminId: string): Promise<SessionRow[]> {
  return db
    .select({ sid: sessions.sid, id: SESSION_ID_HASH(sessions.sid), sess: sessions.sess })
    .from(sessions)
    .where(and(hers(adminId), gt(sessions.expire, sql`now()`))) as Promise<SessionRow[]>;
}

/** Ends one of her sessions by its public id; a session of anyone else's is not found. */
export async function deleteSessionOf(db: DbOrTx, adminId: string, id: string): Promise<string | null> {
  const rows = await db
    .delete(sessions)
    .where(and(hers(adminId), sql`${SESSION_ID_HASH(sessions.sid)} = ${id}`))
    .returning({ sid: sessions.sid });
  return rows[0]?.sid ?? null;
}

export async function deleteOtherSessionsOf(db: DbOrTx, adminId: string, keepSid: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(hers(adminId), ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  return rows.length;
}

export async function credentialsOf(db: DbOrTx, adminId: string) {
  const rows = await db
    .select({ username: adminUsers.username, email: adminUsers.email, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId))
    .limit(1);
  return rows[0] ?? null;
}

export async function setPasswordHash(db: DbOrTx, adminId: string, passwordHash: string): Promise<void> {
  await db.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, adminId));
}
