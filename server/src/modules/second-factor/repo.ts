import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminPasskeys, adminRecoveryCodes, adminSecurityPolicy, adminUsers } from '../../db/schema';

export interface TotpState {
  secret: string | null;
  enabled: boolean;
  lastStep: number | null;
}

export async function totpState(db: DbOrTx, adminId: string): Promise<TotpState> {
  const [row] = await db
    .select({ secret: adminUsers.totpSecret, enabledAt: adminUsers.totpEnabledAt, lastStep: adminUsers.totpLastStep })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId))
    .limit(1);
  return { secret: row?.secret ?? null, enabled: Boolean(row?.enabledAt && row.secret), lastStep: row?.lastStep ?? null };
}

/** Takes the step only if no later one was taken: two requests racing with one code cannot both win. */
export async function claimTotpStep(db: DbOrTx, adminId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

export async function enableTotp(db: DbOrTx, adminId: string, secret: string, step: number): Promise<void> {
  await db.update(adminUsers).set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: step }).where(eq(adminUsers.id, adminId));
}

export async function clearTotp(db: DbOrTx, adminId: string): Promise<void> {
  await db.update(adminUsers).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(adminUsers.id, adminId));
}

export async function replaceRecoveryCodes(db: DbOrTx, adminId: string, hashes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  if (hashes.length) await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Marks the code used in the same statement that finds it, so it works exactly once. */
export async function useRecoveryCode(db: DbOrTx, adminId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, codeHash), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, adminId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export type PasskeyRow = typeof adminPasskeys.$inferSelect;

export const passkeysOf = (db: DbOrTx, adminId: string): Promise<PasskeyRow[]> =>
  db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).orderBy(asc(adminPasskeys.createdAt));

export async function insertPasskey(
  db: DbOrTx,
  row: { adminId: string; credentialId: string; publicKey: string; counter: number; transports: string[]; label: string },
): Promise<{ id: string; label: string } | null> {
  const rows = await db
    .insert(adminPasskeys)
    .values(row)
    .onConflictDoNothing({ target: adminPasskeys.credentialId })
    .returning({ id: adminPasskeys.id, label: adminPasskeys.label });
  return rows[0] ?? null;
}

/**
 * Moves the counter forward only from the value the check was made against: a replayed assertion
 * racing the real one cannot both be accepted.
 */
export async function recordPasskeyUse(db: DbOrTx, id: string, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(adminPasskeys)
    .set({ counter: to, lastUsedAt: new Date() })
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.counter, from)))
    .returning({ id: adminPasskeys.id });
  return rows.length === 1;
}

export async function deletePasskey(db: DbOrTx, adminId: string, id: string): Promise<PasskeyRow | null> {
  const rows = await db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.adminId, adminId), eq(adminPasskeys.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function policy(db: DbOrTx): Promise<{ requireSecondFactor: boolean }> {
  const [row] = await db.select({ requireSecondFactor: adminSecurityPolicy.requireSecondFactor }).from(adminSecurityPolicy).limit(1);
  return { requireSecondFactor: row?.requireSecondFactor ?? false };
}

export async function savePolicy(db: DbOrTx, requireSecondFactor: boolean): Promise<void> {
  await db
    .insert(adminSecurityPolicy)
    .values({ id: 1, requireSecondFactor })
    .onConflictDoUpdate({ target: adminSecurityPolicy.id, set: { requireSecondFactor, updatedAt: new Date() } });
}

/** One round trip for the gate, which runs on every request of a signed-in admin of a money role. */
export async function gateFacts(db: DbOrTx, adminId: string): Promise<{ required: boolean; hasFactor: boolean }> {
  const { rows } = await db.execute<{ required: boolean; has_factor: boolean }>(sql`
    SELECT coalesce((SELECT require_second_factor FROM admin_security_policy WHERE id = 1), false) AS required,
           (u.totp_enabled_at IS NOT NULL AND u.totp_secret IS NOT NULL)
             OR EXISTS (SELECT 1 FROM admin_passkeys p WHERE p.admin_id = u.id) AS has_factor
      FROM admin_users u WHERE u.id = ${adminId}`);
  return { required: rows[0]?.required ?? false, hasFactor: rows[0]?.has_factor ?? false };
}
