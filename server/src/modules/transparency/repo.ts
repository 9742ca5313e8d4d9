import { sql } from 'drizzle-orm';
import type { Currency } from '@pageant/common/content/pricing';
import type { DbOrTx } from '../../db/client';

const rows = async <T extends Record<string, unknown>>(db: DbOrTx, query: ReturnType<typeof sql>) => (await db.execute<T>(query)).rows;

/**
 * Votes as the ledger holds them: every row counts (a refund is a negative row), and the payments
 * behind them are the vote payments still standing as paid.
 */
export async function voteTotals(db: DbOrTx): Promise<{ total: number; payments: number }> {
  const [row] = await rows<{ total: string; payments: number }>(
    db,
    sql`SELECT
          (SELECT coalesce(sum(votes), 0)::bigint::text FROM votes) AS total,
          (SELECT count(DISTINCT p.id)::int FROM payments p JOIN votes v ON v.payment_id = p.id WHERE p.status = 'success') AS payments`,
  );
  return { total: Number(row!.total), payments: row!.payments };
}

/**
 * The same totals as the ledger stood at `asOf` (issue #26: hidden counts publish the figures of the
 * moment they were hidden). Ledger rows are never changed, only added, so the rows written before
 * `asOf` are the ledger of then; a payment stood as paid then when its rows so far sum above zero (a
 * refund before `asOf` wrote its negative row before it too).
 */
export async function voteTotalsAsOf(db: DbOrTx, asOf: string): Promise<{ total: number; payments: number }> {
  const [row] = await rows<{ total: string; payments: number }>(
    db,
    sql`SELECT coalesce(sum(paid), 0)::bigint::text AS total, count(*) FILTER (WHERE paid > 0)::int AS payments
        FROM (SELECT sum(votes) AS paid FROM votes WHERE created_at < ${asOf}::timestamptz GROUP BY payment_id) AS per_payment`,
  );
  return { total: Number(row!.total), payments: row!.payments };
}

/** Every current contestant with the ledger's sum for her (0 before any vote), most votes first. */
export async function votesByCandidate(db: DbOrTx): Promise<{ candidateId: string; name: string; votes: number }[]> {
  const list = await rows<{ id: string; name: string; votes: string }>(
    db,
    sql`SELECT c.id, c.name, coalesce(sum(v.votes), 0)::bigint::text AS votes
        FROM candidates c LEFT JOIN votes v ON v.candidate_id = c.id
        GROUP BY c.id, c.name
        ORDER BY coalesce(sum(v.votes), 0) DESC, c.name, c.id`,
  );
  return list.map((r) => ({ candidateId: r.id, name: r.name, votes: Number(r.votes) }));
}

/** Successful, not refunded donations, one entry per currency that has any (issue #17: never summed across). */
export async function donationTotals(db: DbOrTx): Promise<{ currency: Currency; total: string; count: number }[]> {
  return rows<{ currency: Currency; total: string; count: number }>(
    db,
    sql`SELECT p.currency, coalesce(sum(d.amount), 0)::numeric(16,2)::text AS total, count(*)::int AS count
        FROM donations d JOIN payments p ON p.id = d.payment_id
        WHERE p.status = 'success'
        GROUP BY p.currency`,
  );
}

export interface LedgerDay {
  date: string;
  count: number;
  /** The day's rows in the fingerprint's byte format (README "Transparency"), in its fixed order. */
  lines: string;
}

/**
 * One entry per UTC day that has ledger rows (written before `asOf`, when given), oldest first. Each row becomes the line
 * `txnid|candidate name|votes|amount|time\n` (time in UTC with microseconds; a dollar payment's amount
 * is followed by ' USD', rupee rows are as they were before issue #17 so no published day changes), ordered by time, then
 * txnid (byte order), then votes. The name is the one the ledger recorded at crediting: it survives the contestant's
 * deletion and renaming, so those never change a published fingerprint.
 */
export async function ledgerDays(db: DbOrTx, asOf: string | null = null): Promise<LedgerDay[]> {
  return rows<{ date: string; count: number; lines: string }>(
    db,
    sql`SELECT to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
               count(*)::int AS count,
               string_agg(
                 p.txnid || '|' || v.candidate_name || '|' || v.votes::text || '|' || v.amount::text
                   || CASE WHEN p.currency = 'INR' THEN '' ELSE ' ' || p.currency END || '|'
                   || to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || E'\n',
                 '' ORDER BY v.created_at, p.txnid COLLATE "C", v.votes
               ) AS lines
        FROM votes v JOIN payments p ON p.id = v.payment_id
        WHERE ${asOf}::timestamptz IS NULL OR v.created_at < ${asOf}::timestamptz
        GROUP BY 1
        ORDER BY 1`,
  );
}
