import type { Db } from '../../db/client';
import type { Settlement } from '../payments/repo';
import { OPEN_SQL, WANTED, poolOf, settleValues, settledVote, type SettleAnswer, type SettledVote } from './repo';

/**
 * Many vote settlements in ONE statement (issue #28): the callbacks that queued for a connection
 * share one round trip, one commit and one answer description. Each row passes settleAndCreditVote's
 * gate on its own, so a row whose gate misses answers null and credits nothing, exactly as alone.
 *
 * The candidates are locked first, in id order: two instances' batches that credit the same
 * contestants then wait for each other instead of deadlocking. Their counts move once per
 * candidate (an UPDATE ... FROM changes a row once, however many source rows match), by the sum of
 * the batch's votes for her and by one seq per credit; each credit answers the count and seq it
 * made, a running sum in the batch's order, as if the credits had run one after another.
 *
 * The txnids must be distinct (PostgreSQL updates a row once per statement): the caller keeps a
 * second callback for the same payment for a later statement, which then sees the first's result.
 *
 * The batch's payments are found through the txnid array, the one condition on payments alone; the
 * gate's constants (purpose, open statuses) come in with each input row, as join conditions. Written
 * as constants they let a planner without statistics (a new or restored database, a table that grew
 * since its last ANALYZE) guess that few open vote payments exist and read all of them through
 * payments_reference_idx on every batch (2,000 rows per batch in the bench: BENCHMARKS.md session 19).
 */
export const SETTLE_VOTES = {
  name: 'settle_and_credit_votes_2',
  text: `
    WITH input AS MATERIALIZED (
      SELECT * FROM unnest($1::payment_status[], $2::varchar[], $3::jsonb[], $4::varchar[], $5::numeric[], $6::varchar[], $7::varchar[], $8::varchar[])
        WITH ORDINALITY AS i(status, mihpayid, gateway_response, txnid, amount, currency, gateway, session_id, ord)
        CROSS JOIN (SELECT 'vote'::payment_purpose AS purpose, ARRAY[${OPEN_SQL}]::payment_status[] AS open) AS gate
    ), settled AS (
      UPDATE payments p SET status = i.status, mihpayid = i.mihpayid, gateway_response = i.gateway_response,
        settled_at = CASE WHEN i.status = 'pending' THEN NULL ELSE now() END, updated_at = now()
      FROM input i
      WHERE p.txnid = ANY($4::varchar[]) AND p.txnid = i.txnid AND p.status = ANY(i.open) AND p.amount = i.amount
        AND p.currency = i.currency AND p.purpose = i.purpose
        AND (i.gateway IS NULL OR p.gateway = i.gateway) AND (i.session_id IS NULL OR p.gateway_session_id = i.session_id)
      RETURNING i.ord, p.id, p.reference_id, p.amount, p.currency, p.details, p.status
    ), wanted AS (
      SELECT s.ord, ${WANTED} FROM settled s WHERE s.status = 'success'
    ), locked AS MATERIALIZED (
      SELECT id FROM candidates WHERE id IN (SELECT candidate_id FROM wanted) ORDER BY id FOR UPDATE
    ), per AS (
      SELECT w.candidate_id, sum(w.votes) AS votes, count(*) AS credits FROM wanted w JOIN locked l ON l.id = w.candidate_id GROUP BY w.candidate_id
    ), c AS (
      UPDATE candidates SET vote_count = vote_count + per.votes, vote_seq = vote_seq + per.credits, updated_at = now()
      FROM per WHERE candidates.id = per.candidate_id
      RETURNING candidates.id, candidates.name, candidates.vote_count, candidates.vote_seq, per.votes AS added, per.credits AS credits
    ), credits AS (
      SELECT w.*, c.id AS credit_id, c.name AS credit_name,
        c.vote_count - c.added + sum(w.votes) OVER run AS credit_count, c.vote_seq - c.credits + row_number() OVER run AS credit_seq
      FROM wanted w LEFT JOIN c ON c.id = w.candidate_id
      WINDOW run AS (PARTITION BY w.candidate_id ORDER BY w.ord)
    ), ledger AS (
      INSERT INTO votes (payment_id, candidate_id, candidate_name, votes, amount, currency, voter_name, voter_email, voter_phone)
      SELECT payment_id, credit_id, COALESCE(credit_name, fallback_name), votes, amount, currency, voter_name, voter_email, voter_phone
      FROM credits
      RETURNING payment_id, candidate_name
    )
    SELECT s.ord, s.reference_id, s.details, l.candidate_name AS credit_name, cr.credit_id, cr.credit_count, cr.credit_seq,
      l.candidate_name IS NOT NULL AS credited
    FROM settled s LEFT JOIN ledger l ON l.payment_id = s.id LEFT JOIN credits cr ON cr.payment_id = s.id`,
  rowMode: 'array' as const,
};

/**
 * Settles `batch` (distinct txnids) in one statement; the answers are in the batch's order, null
 * where the gate matched nothing. When the statement fails, none of it committed.
 */
export async function settleAndCreditVotes(db: Db, batch: readonly Settlement[]): Promise<(SettledVote | null)[]> {
  const columns: unknown[][] = Array.from({ length: 8 }, () => []);
  for (const s of batch) settleValues(s).forEach((v, i) => columns[i]!.push(v));
  const result = await poolOf(db).query<[ord: string, ...SettleAnswer]>({ ...SETTLE_VOTES, values: columns });
  const answers: (SettledVote | null)[] = batch.map(() => null);
  for (const [ord, ...raw] of result.rows) {
    const i = Number(ord) - 1;
    answers[i] = settledVote(batch[i]!, raw);
  }
  return answers;
}
