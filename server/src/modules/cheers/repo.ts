import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Voters' cheers for the admin (issue #30): every cheer on a credited vote payment, hidden ones included. */

export interface CheerRow {
  id: string;
  candidateId: string | null;
  candidateName: string;
  cheer: string;
  cheerName: string | null;
  votes: number;
  at: Date;
  hidden: boolean;
}

type Raw = {
  id: string;
  candidate_id: string | null;
  candidate_name: string;
  cheer: string;
  cheer_name: string | null;
  votes: number;
  at: Date | string;
  hidden_at: Date | null;
};

const toRow = (r: Raw): CheerRow => ({
  id: r.id,
  candidateId: r.candidate_id,
  candidateName: r.candidate_name,
  cheer: r.cheer,
  cheerName: r.cheer_name,
  votes: Number(r.votes),
  at: new Date(r.at),
  hidden: r.hidden_at !== null,
});

/** The credit's ledger row is what makes a cheer real: a payment never credited has none. */
const CREDITED = sql`FROM payments p JOIN votes v ON v.payment_id = p.id AND v.votes > 0 WHERE p.purpose = 'vote' AND p.cheer IS NOT NULL`;

export async function page(
  db: DbOrTx,
  q: { candidateId?: string; limit: number; offset: number },
): Promise<{ rows: CheerRow[]; total: number }> {
  const only = q.candidateId ? sql` AND v.candidate_id = ${q.candidateId}` : sql``;
  const [rows, count] = await Promise.all([
    db.execute<Raw>(sql`
      SELECT p.id, v.candidate_id, v.candidate_name, p.cheer, p.cheer_name, v.votes, v.created_at AS at, p.cheer_hidden_at AS hidden_at
      ${CREDITED}${only}
      ORDER BY v.created_at DESC, p.id DESC
      LIMIT ${q.limit} OFFSET ${q.offset}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${CREDITED}${only}`),
  ]);
  return { rows: rows.rows.map(toRow), total: Number(count.rows[0]?.n ?? 0) };
}

/** Hides or shows one cheer; null when no credited cheer has this id. The row is locked until the caller's transaction ends. */
export async function setHidden(tx: DbOrTx, id: string, hidden: boolean): Promise<CheerRow | null> {
  const found = await tx.execute<Raw>(sql`
    SELECT p.id, v.candidate_id, v.candidate_name, p.cheer, p.cheer_name, v.votes, v.created_at AS at, p.cheer_hidden_at AS hidden_at
    ${CREDITED} AND p.id = ${id}
    FOR UPDATE OF p`);
  const row = found.rows[0];
  if (!row) return null;
  // Hiding again keeps the first hide time.
  const updated = await tx.execute<{ hidden_at: Date | null }>(sql`
    UPDATE payments SET cheer_hidden_at = ${hidden ? sql`coalesce(cheer_hidden_at, now())` : sql`NULL`}, updated_at = now()
    WHERE id = ${id} RETURNING cheer_hidden_at AS hidden_at`);
  return toRow({ ...row, hidden_at: updated.rows[0]?.hidden_at ?? null });
}
