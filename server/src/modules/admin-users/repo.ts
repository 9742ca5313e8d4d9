import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AdminRole } from '@pageant/common/content/admin-roles';
import type { AdminAccount, PendingInvitation } from '@pageant/common/content/admin-accounts';
import type { DbOrTx } from '../../db/client';
import { adminInvitations, adminUsers } from '../../db/schema';

const accountColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  disabled: sql<boolean>`${adminUsers.disabledAt} IS NOT NULL`,
  // Spelled out in full: inside the subquery a bare "id" would be the passkey's own.
  twoFactor: sql<boolean>`(${adminUsers.totpEnabledAt} IS NOT NULL OR EXISTS (SELECT 1 FROM admin_passkeys p WHERE p.admin_id = admin_users.id))`,
};

export async function listAccounts(db: DbOrTx): Promise<AdminAccount[]> {
  return db.select(accountColumns).from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.username));
}

export async function findAccount(db: DbOrTx, id: string): Promise<AdminAccount | null> {
  const rows = await db.select(accountColumns).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

const pending = () => and(isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, sql`now()`));

export async function pendingInvitations(db: DbOrTx): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      name: adminInvitations.name,
      role: adminInvitations.role,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .where(pending())
    .orderBy(asc(adminInvitations.createdAt));
  return rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() }));
}

/**
 * Serialises the changes that could leave the team without an owner, or invite one address twice:
 * each takes this lock first, so its count reads what the previous one committed.
 */
export async function lockTeam(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin_users.team'))`);
}

/** An admin signs in with this address (as her e-mail or her username), or a live invitation names it. */
export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [admin] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email}) OR lower(${adminUsers.username}) = lower(${email})`)
    .limit(1);
  if (admin) return true;
  const [invited] = await db
    .select({ id: adminInvitations.id })
    .from(adminInvitations)
    .where(and(sql`lower(${adminInvitations.email}) = lower(${email})`, pending()))
    .limit(1);
  return Boolean(invited);
}

export async function insertInvitation(
  tx: DbOrTx,
  values: { tokenHash: string; email: string; name: string; role: AdminRole; invitedBy: string; expiresAt: Date },
): Promise<PendingInvitation> {
  const [row] = await tx.insert(adminInvitations).values(values).returning({
    id: adminInvitations.id,
    email: adminInvitations.email,
    name: adminInvitations.name,
    role: adminInvitations.role,
    expiresAt: adminInvitations.expiresAt,
  });
  return { ...row!, expiresAt: row!.expiresAt.toISOString() };
}

export async function findInvitation(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      email: adminInvitations.email,
      usedAt: adminInvitations.usedAt,
      expired: sql<boolean>`${adminInvitations.expiresAt} <= now()`,
    })
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/** One conditional UPDATE: of any number of concurrent accepts, exactly one gets the row back. */
export async function claimInvitation(tx: DbOrTx, tokenHash: string) {
  const rows = await tx
    .update(adminInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(adminInvitations.tokenHash, tokenHash), pending()))
    .returning({ id: adminInvitations.id, email: adminInvitations.email, name: adminInvitations.name, role: adminInvitations.role });
  return rows[0] ?? null;
}

export async function linkInvitation(tx: DbOrTx, invitationId: string, adminId: string): Promise<void> {
  await tx.update(adminInvitations).set({ adminId }).where(eq(adminInvitations.id, invitationId));
}

export async function insertInvitedAdmin(
  tx: DbOrTx,
  values: { username: string; email: string; name: string; role: AdminRole; passwordHash: string },
): Promise<{ id: string }> {
  const [row] = await tx.insert(adminUsers).values(values).returning({ id: adminUsers.id });
  return row!;
}

export async function countOtherActiveOwners(tx: DbOrTx, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.disabledAt), sql`${adminUsers.id} <> ${id}`));
  return row?.n ?? 0;
}

export async function updateAccount(tx: DbOrTx, id: string, change: { role?: AdminRole; disabled?: boolean }): Promise<void> {
  await tx
    .update(adminUsers)
    .set({
      ...(change.role ? { role: change.role } : {}),
      // Disabling keeps the first moment she was disabled; enabling clears it.
      ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? sql`coalesce(${adminUsers.disabledAt}, now())` : null }),
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, id));
}
