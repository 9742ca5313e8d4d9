import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, votes } from '../../db/schema';

export interface VoteCredit {
  paymentId: string;
  candidateId: string;
  votes: number;
  amount: string;
  /** Recorded when the candidate no longer exists (the money is taken either way). */
  fallbackName: string;
  voterName: string | null;
  voterEmail: string | null;
  voterPhone: string | null;
}

export interface CreditedVotes {
  /** null when the candidate was deleted before the payment settled. */
  candidate: { id: string; name: string; voteCount: number; seq: number } | null;
  candidateName: string;
}

/**
 * Adds the votes to the candidate and writes the ledger row in ONE statement (one round trip on
 * the money path's hottest transaction). A deleted candidate matches no row: the ledger row is
 * still written, with no candidate id and the name the payment recorded. The count's seq moves in
 * the same UPDATE, under the same row lock, so seq order is commit order for her count (issue #15).
 * The voting window is not checked here: a payment started while voting was open is credited
 * whenever its confirmation arrives.
 */
export async function creditVotePayment(db: DbOrTx, v: VoteCredit): Promise<CreditedVotes> {
  const result = await db.execute<{
    candidate_id: string | null;
    candidate_name: string;
    vote_count: number | null;
    vote_seq: string | number | null;
  }>(sql`
    WITH c AS (
      UPDATE candidates SET vote_count = vote_count + ${v.votes}, vote_seq = vote_seq + 1, updated_at = now()
      WHERE id = ${v.candidateId} RETURNING id, name, vote_count, vote_seq
    ), ledger AS (
      INSERT INTO votes (payment_id, candidate_id, candidate_name, votes, amount, voter_name, voter_email, voter_phone)
      SELECT ${v.paymentId}, c.id, COALESCE(c.name, ${v.fallbackName}), ${v.votes}, ${v.amount}, ${v.voterName}, ${v.voterEmail}, ${v.voterPhone}
      FROM (SELECT 1) AS one LEFT JOIN c ON true
      RETURNING candidate_id, candidate_name
    )
    SELECT ledger.candidate_id, ledger.candidate_name, c.vote_count, c.vote_seq FROM ledger LEFT JOIN c ON true`);
  const row = result.rows[0]!;
  return {
    candidate:
      row.candidate_id && row.vote_count !== null
        ? { id: row.candidate_id, name: row.candidate_name, voteCount: Number(row.vote_count), seq: Number(row.vote_seq) }
        : null,
    candidateName: row.candidate_name,
  };
}

/** One ledger row per confirmed vote payment, newest first, with the payment's txnid. */
export async function ledgerPage(db: DbOrTx, q: { offset: number; limit: number }) {
  return db
    .select({
      id: votes.id,
      createdAt: votes.createdAt,
      candidateId: votes.candidateId,
      candidateName: votes.candidateName,
      votes: votes.votes,
      amount: votes.amount,
      txnid: payments.txnid,
      voterName: votes.voterName,
    })
    .from(votes)
    .innerJoin(payments, eq(payments.id, votes.paymentId))
    .orderBy(desc(votes.createdAt), desc(votes.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** Totals over every confirmed vote payment, whatever page is shown. */
export async function ledgerTotals(db: DbOrTx) {
  const [row] = await db
    .select({
      totalVotes: sql<string>`coalesce(sum(${votes.votes}), 0)::bigint::text`,
      totalRevenue: sql<string>`coalesce(sum(${votes.amount}), 0)::numeric(16,2)::text`,
      totalPayments: sql<number>`count(*)::int`,
    })
    .from(votes);
  return row!;
}
