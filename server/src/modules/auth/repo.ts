import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AdminRole } from '@pageant/common/content/admin-roles';
import type { DbOrTx } from '../../db/client';
import { adminUsers, sessions } from '../../db/schema';

export interface AdminUser {
  id: string;
  username: string;
  role: AdminRole;
}

export async function findByUsername(db: DbOrTx, username: string) {
  const rows = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = lower(${username})`)
    .limit(1);
  return rows[0] ?? null;
}

/** A disabled admin is not found: her session stops being valid at her next request (issue #34). */
export async function findById(db: DbOrTx, id: string): Promise<AdminUser | null> {
  const rows = await db
    .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), isNull(adminUsers.disabledAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

export async function insertAdmin(db: DbOrTx, username: string, passwordHash: string): Promise<AdminUser> {
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  return row!;
}

export async function updatePassword(db: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await db.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, id));
}

/** Every session this admin is logged in with, on any instance (passport keeps her id in the session). */
export async function deleteSessionsOf(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.sess}->'passport'->>'user' = ${id}`);
}
