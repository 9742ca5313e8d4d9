import { eq, inArray, sql } from 'drizzle-orm';
import type { RegistrationStage, ReviewStage } from '@pageant/common/content/pipeline';
import type { DbOrTx, Tx } from '../../db/client';
import { candidates, registrations } from '../../db/schema';
import type { RegistrationRow } from './repo';

/**
 * Her stage in SQL, the same reading as common's registrationStage(): only a paid registration has
 * one; a stored decision wins; otherwise the details step decides.
 */
export const stageSql = sql<RegistrationStage | null>`(CASE
  WHEN ${registrations.paymentStatus} <> 'success' THEN NULL
  WHEN ${registrations.reviewStage} IS NOT NULL THEN ${registrations.reviewStage}::text
  WHEN ${registrations.detailsSubmittedAt} IS NOT NULL THEN 'details_submitted'
  ELSE 'paid' END)`;

/** Holds her row until the transaction ends, so two admins deciding at once are taken one after the other. */
export async function lockRegistration(tx: Tx, id: string): Promise<RegistrationRow | null> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  return row ?? null;
}

export async function setReview(tx: Tx, id: string, stage: ReviewStage, reason: string | null): Promise<void> {
  const now = new Date();
  await tx
    .update(registrations)
    .set({ reviewStage: stage, reviewReason: reason, reviewChangedAt: now, updatedAt: now })
    .where(eq(registrations.id, id));
}

/** The candidate made from her registration, if any. */
export async function linkedCandidate(db: DbOrTx, registrationId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: candidates.id, name: candidates.name })
    .from(candidates)
    .where(eq(candidates.registrationId, registrationId));
  return row ?? null;
}

/** registration id -> the id of the candidate made from her, for one page of the admin list. */
export async function linkedCandidateIds(db: DbOrTx, registrationIds: string[]): Promise<Map<string, string>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: candidates.id, registrationId: candidates.registrationId })
    .from(candidates)
    .where(inArray(candidates.registrationId, registrationIds));
  return new Map(rows.map((r) => [r.registrationId!, r.id]));
}
