import { desc, eq, sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@pageant/common/content/pricing';
import type pg from 'pg';
import type { Db, DbOrTx } from '../../db/client';
import { candidates, payments, votes } from '../../db/schema';
import { OPEN, type SettledPayment, type Settlement } from '../payments/repo';

/** Her share links' code (issue #30): a vote's ref counts only when it is this. */
export async function candidateRefCode(db: DbOrTx, candidateId: string): Promise<string | null> {
  const [row] = await db.select({ refCode: candidates.refCode }).from(candidates).where(eq(candidates.id, candidateId));
  return row?.refCode ?? null;
}

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

export interface ReversedVotes {
  /** null when the payment credited no candidate (deleted before or since): no count to take back. */
  candidate: { id: string; name: string; voteCount: number; seq: number } | null;
  votes: number;
}

/**
 * Takes a refunded payment's votes back from its candidate and writes the NEGATIVE ledger row, in
 * one statement, so the ledger's sum always equals the counts. The count never goes below zero
 * (the table forbids it); a payment with no credit row reverses nothing.
 */
export async function reverseVoteCredit(db: DbOrTx, paymentId: string): Promise<ReversedVotes> {
  const result = await db.execute<{
    votes: number;
    candidate_id: string | null;
    name: string | null;
    vote_count: number | null;
    vote_seq: string | number | null;
  }>(sql`
    WITH credit AS (
      SELECT candidate_id, candidate_name, votes, amount FROM votes WHERE payment_id = ${paymentId} AND votes > 0
    ), c AS (
      UPDATE candidates SET vote_count = GREATEST(candidates.vote_count - credit.votes, 0), vote_seq = candidates.vote_seq + 1, updated_at = now()
      FROM credit WHERE candidates.id = credit.candidate_id RETURNING candidates.id, candidates.name, candidates.vote_count, candidates.vote_seq
    ), ledger AS (
      INSERT INTO votes (payment_id, candidate_id, candidate_name, votes, amount)
      SELECT ${paymentId}, credit.candidate_id, credit.candidate_name, -credit.votes, -credit.amount FROM credit
      RETURNING votes
    )
    SELECT -ledger.votes AS votes, c.id AS candidate_id, c.name, c.vote_count, c.vote_seq FROM ledger LEFT JOIN c ON true`);
  const row = result.rows[0];
  if (!row) return { candidate: null, votes: 0 };
  return {
    candidate:
      row.candidate_id && row.vote_count !== null
        ? { id: row.candidate_id, name: row.name!, voteCount: Number(row.vote_count), seq: Number(row.vote_seq) }
        : null,
    votes: Number(row.votes),
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
      // The payment's currency, not the row's: a reversal row is written without one (issue #17).
      currency: payments.currency,
      txnid: payments.txnid,
      voterName: votes.voterName,
    })
    .from(votes)
    .innerJoin(payments, eq(payments.id, votes.paymentId))
    .orderBy(desc(votes.createdAt), desc(votes.id))
    .limit(q.limit)
    .offset(q.offset);
}

/**
 * Totals over every confirmed vote payment, whatever page is shown. Money is summed per currency
 * (issue #17) and never across; votes, payments and rows are currency-free.
 */
export async function ledgerTotals(db: DbOrTx) {
  const groups = await db
    .select({
      currency: payments.currency,
      votes: sql<string>`coalesce(sum(${votes.votes}), 0)::bigint::text`,
      revenue: sql<string>`coalesce(sum(${votes.amount}), 0)::numeric(16,2)::text`,
      // A refunded payment has a credit and a reversal row: it counts as no payment at all.
      payments: sql<number>`(count(*) filter (where ${votes.votes} > 0) - count(*) filter (where ${votes.votes} < 0))::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(votes)
    .innerJoin(payments, eq(payments.id, votes.paymentId))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  const revenueByCurrency = Object.fromEntries(CURRENCIES.map((c) => [c, '0.00'])) as Record<Currency, string>;
  let totalVotes = 0;
  let totalPayments = 0;
  let rows = 0;
  for (const g of groups) {
    revenueByCurrency[g.currency] = g.revenue;
    totalVotes += Number(g.votes);
    totalPayments += g.payments;
    rows += g.rows;
  }
  const byCurrency = groups.map((g) => ({ currency: g.currency, votes: Number(g.votes), payments: g.payments, revenue: g.revenue }));
  return { totalVotes, totalPayments, rows, revenueByCurrency, byCurrency };
}

/** A text field of payments.details as str() in the service reads it: a non-empty string, else null. */
const detailText = (key: string) => `CASE WHEN jsonb_typeof(s.details -> '${key}') = 'string' THEN NULLIF(s.details ->> '${key}', '') END`;

/**
 * What a settled vote payment `s` credits, read from the details initiation stored: votes that are not a
 * whole number >= 1 are NULL, which the NOT NULL columns refuse, so the statement fails whole.
 */
export const WANTED = `s.id AS payment_id, s.reference_id::uuid AS candidate_id, s.amount, s.currency,
        CASE WHEN s.details ->> 'votes' ~ '^[0-9]{1,9}$' AND (s.details ->> 'votes')::int >= 1 THEN (s.details ->> 'votes')::int END AS votes,
        left(COALESCE(${detailText('candidateName')}, 'Deleted contestant'), 120) AS fallback_name,
        ${detailText('voterName')} AS voter_name, ${detailText('voterEmail')} AS voter_email, ${detailText('voterPhone')} AS voter_phone`;

/** The payment gate's open statuses, as SQL. */
export const OPEN_SQL = OPEN.map((o) => `'${o}'`).join(', ');

/**
 * settleAndCreditVote's statement, prepared once per pooled connection (a named statement): the
 * hottest write of finale night no longer builds its SQL in drizzle, nor has PostgreSQL parse and plan
 * it, on every callback (issue #28). The optional gateway and session conditions are parameters that
 * are NULL when absent, so one text serves every settlement. It answers only the two columns of the
 * payment that the gate does not fix: pg decodes the description of every returned column, and
 * PostgreSQL encodes every value, on every execution (issue #28, BENCHMARKS.md session 17).
 */
const SETTLE_VOTE = {
  name: 'settle_and_credit_vote_2',
  text: `
    WITH settled AS (
      UPDATE payments SET status = $1::payment_status, mihpayid = $2::varchar, gateway_response = $3::jsonb,
        settled_at = CASE WHEN $1::payment_status = 'pending' THEN NULL ELSE now() END, updated_at = now()
      WHERE txnid = $4::varchar AND status IN (${OPEN_SQL}) AND amount = $5::numeric
        AND currency = $6::varchar AND purpose = 'vote'
        AND ($7::varchar IS NULL OR gateway = $7::varchar) AND ($8::varchar IS NULL OR gateway_session_id = $8::varchar)
      RETURNING id, reference_id, amount, currency, details, status
    ), wanted AS (
      SELECT ${WANTED} FROM settled s WHERE s.status = 'success'
    ), c AS (
      UPDATE candidates SET vote_count = vote_count + w.votes, vote_seq = vote_seq + 1, updated_at = now()
      FROM wanted w WHERE candidates.id = w.candidate_id
      RETURNING candidates.id, candidates.name, candidates.vote_count, candidates.vote_seq
    ), ledger AS (
      INSERT INTO votes (payment_id, candidate_id, candidate_name, votes, amount, currency, voter_name, voter_email, voter_phone)
      SELECT w.payment_id, c.id, COALESCE(c.name, w.fallback_name), w.votes, w.amount, w.currency, w.voter_name, w.voter_email, w.voter_phone
      FROM wanted w LEFT JOIN c ON true
      RETURNING candidate_name
    )
    SELECT settled.reference_id, settled.details, ledger.candidate_name AS credit_name, c.id AS credit_id, c.vote_count AS credit_count, c.vote_seq AS credit_seq,
      ledger.candidate_name IS NOT NULL AS credited
    FROM settled LEFT JOIN ledger ON true LEFT JOIN c ON true`,
  // Positional rows: no object keyed by column names per answer.
  rowMode: 'array' as const,
};

/** The answer's columns, in the statement's order (the batch's answer adds its row's ordinal first). */
export type SettleAnswer = [
  referenceId: string,
  details: Record<string, unknown>,
  creditName: string | null,
  creditId: string | null,
  creditCount: number | null,
  creditSeq: string | number | null,
  credited: boolean,
];

/** drizzle(pool) keeps the pool it was given as $client (connectDatabase); Db's type leaves it out. */
export const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;

/** The statement's eight parameters, in order. */
export const settleValues = (s: Settlement): unknown[] => [
  s.status,
  s.mihpayid,
  JSON.stringify(s.gatewayResponse),
  s.txnid,
  s.amount,
  s.currency,
  s.gateway ?? null,
  s.gatewaySessionId ?? null,
];

/**
 * The vote's whole settlement in ONE statement (issue #28: one round trip where BEGIN, the gate, the
 * credit and COMMIT took four). The gate is settleOpenPayment's (open, same amount, currency, gateway
 * and session) plus `purpose = 'vote'`; when it matches nothing, nothing else runs and the answer is
 * null. A success adds the votes and writes the ledger row in the same statement, so the three rows
 * commit together or not at all. Details that are not a whole number of votes >= 1 leave a NULL that
 * the NOT NULL columns refuse: the statement fails and the payment stays open, as in the
 * transactional path.
 */
export async function settleAndCreditVote(db: Db, s: Settlement): Promise<SettledVote | null> {
  const result = await poolOf(db).query<SettleAnswer>({
    ...SETTLE_VOTE,
    values: settleValues(s),
  });
  const raw = result.rows[0];
  return raw ? settledVote(s, raw) : null;
}

export type SettledVote = { payment: SettledPayment; credit: CreditedVotes | null };

/** A settlement's answer row as the callback's consumers take it. */
export function settledVote(s: Settlement, raw: SettleAnswer): SettledVote {
  const [referenceId, details, creditName, creditId, creditCount, creditSeq, credited] = raw;
  // The gate matched exactly this txnid, amount (numeric(12,2), as settle.ts writes it), currency and purpose, and set this status.
  const payment: SettledPayment = {
    txnid: s.txnid,
    purpose: 'vote',
    referenceId,
    amount: s.amount,
    currency: s.currency,
    status: s.status,
    details,
  };
  if (!credited) return { payment, credit: null };
  return {
    payment,
    credit: {
      candidate:
        creditId && creditCount !== null
          ? { id: creditId, name: String(creditName), voteCount: Number(creditCount), seq: Number(creditSeq) }
          : null,
      candidateName: String(creditName),
    },
  };
}
