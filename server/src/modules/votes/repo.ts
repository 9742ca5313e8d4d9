import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, votes } from '../../db/schema';

export type NewVote = typeof votes.$inferInsert;

export async function insertVote(db: DbOrTx, values: NewVote) {
  const [row] = await db.insert(votes).values(values).returning({ id: votes.id });
  return row!;
}

/** One ledger row per confirmed vote payment, newest first, with the payment's txnid. */
export async function ledgerPage(db: DbOrTx, q: { offset: number; limit: number }) {
  return db.select({
    id: votes.id,
    createdAt: votes.createdAt,
    candidateId: votes.candidateId,
    candidateName: votes.candidateName,
    votes: votes.votes,
    amount: votes.amount,
    txnid: payments.txnid,
    voterName: votes.voterName,
  }).from(votes)
    .innerJoin(payments, eq(payments.id, votes.paymentId))
    .orderBy(desc(votes.createdAt), desc(votes.id))
    .limit(q.limit).offset(q.offset);
}

/** Totals over every confirmed vote payment, whatever page is shown. */
export async function ledgerTotals(db: DbOrTx) {
  const [row] = await db.select({
    totalVotes: sql<string>`coalesce(sum(${votes.votes}), 0)::bigint::text`,
    totalRevenue: sql<string>`coalesce(sum(${votes.amount}), 0)::numeric(16,2)::text`,
    totalPayments: sql<number>`count(*)::int`,
  }).from(votes);
  return row!;
}
