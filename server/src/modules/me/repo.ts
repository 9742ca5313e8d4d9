import { eq, sql } from 'drizzle-orm';
import type { Category } from '@pageant/common';
import type { ReviewStage } from '@pageant/common/content/pipeline';
import type { DbOrTx } from '../../db/client';
import { candidates, registrations } from '../../db/schema';

/** The cockpit's reads (issue #30). Every query is keyed by the ids her session holds, never by the request's. */

export interface HerRegistration {
  paymentStatus: string;
  detailsSubmittedAt: Date | null;
  reviewStage: ReviewStage | null;
  reviewReason: string | null;
  category: Category;
  paidAt: Date | null;
  fullName: string;
  digestEnabled: boolean;
}

export async function registration(db: DbOrTx, registrationId: string): Promise<HerRegistration | null> {
  const [row] = await db
    .select({
      paymentStatus: registrations.paymentStatus,
      detailsSubmittedAt: registrations.detailsSubmittedAt,
      reviewStage: registrations.reviewStage,
      reviewReason: registrations.reviewReason,
      category: registrations.category,
      paidAt: registrations.paidAt,
      fullName: registrations.fullName,
      digestEnabled: registrations.digestEnabled,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row ?? null;
}

/** Her candidate, with her rank among all contestants (1 + how many have more votes). */
export async function candidateWithRank(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      name: candidates.name,
      category: candidates.category,
      city: candidates.city,
      imageUrl: candidates.imageUrl,
      voteCount: candidates.voteCount,
      refCode: candidates.refCode,
      // Spelled out: drizzle leaves a one-table select's columns unqualified, which the subquery would read as its own.
      rank: sql<number>`1 + (SELECT count(*) FROM candidates AS ahead WHERE ahead.vote_count > "candidates"."vote_count")::int`,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row ? { ...row, rank: Number(row.rank) } : null;
}

export async function setDigest(db: DbOrTx, registrationId: string, digest: boolean): Promise<void> {
  await db.update(registrations).set({ digestEnabled: digest, updatedAt: new Date() }).where(eq(registrations.id, registrationId));
}

const IST = 'Asia/Kolkata';

/**
 * Her ledger in IST hours or days, the last `count` buckets up to the current one, empty ones
 * included (generate_series). Reversals count negative; supporters are distinct voter addresses among
 * the credits. `asOf`: only rows written before it (while counts are hidden).
 */
export async function voteBuckets(
  db: DbOrTx,
  q: { candidateId: string; unit: 'hour' | 'day'; count: number; asOf: string | null },
): Promise<{ at: Date; votes: number; supporters: number }[]> {
  const step = sql.raw(`interval '1 ${q.unit}'`);
  const unit = sql.raw(`'${q.unit}'`);
  const result = await db.execute<{ at: Date | string; votes: number; supporters: number }>(sql`
    WITH slots AS (
      SELECT generate_series(
        date_trunc(${unit}, now() AT TIME ZONE ${IST}) - (${q.count - 1}::int * ${step}),
        date_trunc(${unit}, now() AT TIME ZONE ${IST}),
        ${step}
      ) AS local_start
    ), hers AS (
      SELECT date_trunc(${unit}, created_at AT TIME ZONE ${IST}) AS local_start, votes, lower(voter_email) AS voter
      FROM votes
      WHERE candidate_id = ${q.candidateId}
        AND created_at >= (SELECT min(local_start) FROM slots) AT TIME ZONE ${IST}
        AND (${q.asOf}::timestamptz IS NULL OR created_at < ${q.asOf}::timestamptz)
    )
    SELECT s.local_start AT TIME ZONE ${IST} AS at,
           coalesce(sum(h.votes), 0)::int AS votes,
           (count(DISTINCT h.voter) FILTER (WHERE h.votes > 0))::int AS supporters
    FROM slots s LEFT JOIN hers h ON h.local_start = s.local_start
    GROUP BY s.local_start
    ORDER BY s.local_start`);
  return result.rows.map((r) => ({ at: new Date(r.at), votes: Number(r.votes), supporters: Number(r.supporters) }));
}

/** Her credited vote payments by stored source (none stored: direct), votes net of refunds; `asOf` as above. */
export async function sources(
  db: DbOrTx,
  candidateId: string,
  asOf: string | null,
): Promise<{ src: string; votes: number; payments: number }[]> {
  const result = await db.execute<{ src: string; votes: number; payments: number }>(sql`
    SELECT coalesce(p.src, 'direct') AS src, sum(per.net)::int AS votes, (count(*) FILTER (WHERE per.net > 0))::int AS payments
    FROM (
      SELECT payment_id, sum(votes) AS net FROM votes
      WHERE candidate_id = ${candidateId} AND (${asOf}::timestamptz IS NULL OR created_at < ${asOf}::timestamptz)
      GROUP BY payment_id
    ) AS per
    JOIN payments p ON p.id = per.payment_id
    GROUP BY 1`);
  return result.rows.map((r) => ({ src: r.src, votes: Number(r.votes), payments: Number(r.payments) }));
}

export const CHEER_LIST_LIMIT = 100;

/** Cheers on her credited, unrefunded vote payments that no admin hid, newest credit first. */
export async function cheers(db: DbOrTx, candidateId: string) {
  const result = await db.execute<{ id: string; cheer: string; cheer_name: string | null; votes: number; at: Date | string }>(sql`
    SELECT p.id, p.cheer, p.cheer_name, v.votes, v.created_at AS at
    FROM votes v JOIN payments p ON p.id = v.payment_id
    WHERE v.candidate_id = ${candidateId} AND v.votes > 0
      AND p.cheer IS NOT NULL AND p.cheer_hidden_at IS NULL AND p.refunded_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM votes r WHERE r.payment_id = p.id AND r.votes < 0)
    ORDER BY v.created_at DESC, p.id DESC
    LIMIT ${CHEER_LIST_LIMIT}`);
  return result.rows.map((r) => ({ id: r.id, cheer: r.cheer, cheerName: r.cheer_name, votes: Number(r.votes), at: new Date(r.at) }));
}
