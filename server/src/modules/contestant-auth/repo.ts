import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { candidates, contestantLoginTokens, registrations } from '../../db/schema';

/** Only a paid registration (not a failed, abandoned or refunded one) may sign in. */
const isPaid = eq(registrations.paymentStatus, 'success');

/**
 * The registration an address signs in to: among her paid ones (the address in any case), the one
 * with a candidate, else the newest paid.
 */
export async function signInRegistration(db: DbOrTx, email: string): Promise<{ id: string; fullName: string; email: string } | null> {
  const [row] = await db
    .select({ id: registrations.id, fullName: registrations.fullName, email: registrations.email })
    .from(registrations)
    .leftJoin(candidates, eq(candidates.registrationId, registrations.id))
    .where(and(sql`lower(${registrations.email}) = lower(${email})`, isPaid))
    .orderBy(sql`${candidates.id} IS NULL`, sql`${registrations.paidAt} DESC NULLS LAST`, desc(registrations.createdAt))
    .limit(1);
  return row ?? null;
}

/** Its lifetime is counted on the database's clock, the one that later judges it expired. */
export async function storeLoginToken(db: DbOrTx, registrationId: string, tokenHash: string, ttlMinutes: number): Promise<void> {
  await db
    .insert(contestantLoginTokens)
    .values({ tokenHash, registrationId, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` });
}

/**
 * Uses the token up in one conditional UPDATE: of two clicks racing with the same link, PostgreSQL
 * lets exactly one change the row, so exactly one gets a session.
 */
export async function consumeLoginToken(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(contestantLoginTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(contestantLoginTokens.tokenHash, tokenHash),
        isNull(contestantLoginTokens.usedAt),
        gt(contestantLoginTokens.expiresAt, sql`now()`),
        sql`EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.id} = ${contestantLoginTokens.registrationId} AND ${isPaid})`,
      ),
    )
    .returning({ registrationId: contestantLoginTokens.registrationId });
  return row?.registrationId ?? null;
}

/** Why a token could not be used, to tell her so; null when no such token was ever issued. */
export async function loginTokenState(db: DbOrTx, tokenHash: string): Promise<{ used: boolean; expired: boolean } | null> {
  const [row] = await db
    .select({
      used: sql<boolean>`${contestantLoginTokens.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${contestantLoginTokens.expiresAt} <= now()`,
    })
    .from(contestantLoginTokens)
    .where(eq(contestantLoginTokens.tokenHash, tokenHash));
  return row ?? null;
}
