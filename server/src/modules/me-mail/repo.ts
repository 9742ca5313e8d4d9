import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Claims mails in contestant_mail_log before they are sent: only the instance whose INSERT wrote the
 * row sends, so two credits that race, or two instances running the digest, mail her once. A mail
 * whose send then fails is not retried (once at most, never twice).
 */
export async function claimMails(db: DbOrTx, candidateId: string, kinds: string[]): Promise<Set<string>> {
  if (!kinds.length) return new Set();
  const { rows } = await db.execute<{ kind: string }>(sql`
    INSERT INTO contestant_mail_log (candidate_id, kind)
    VALUES ${sql.join(
      kinds.map((kind) => sql`(${candidateId}::uuid, ${kind})`),
      sql`, `,
    )}
    ON CONFLICT DO NOTHING
    RETURNING kind`);
  return new Set(rows.map((r) => r.kind));
}

export interface DigestRow {
  candidateId: string;
  email: string;
  name: string;
  votes: number;
  supporters: number;
  /** The source that brought the most votes that day (ties: the most payments, then by name); null is direct. */
  topSource: string | null;
}

/**
 * Each contestant with a registration, the digest on, and votes credited in [from, to) that were not
 * refunded since, whose digest `kind` is not claimed yet. A supporter is a voter's e-mail, else phone,
 * else the payment itself (a voter who gave neither counts once per payment).
 */
export async function digestRows(db: DbOrTx, from: Date, to: Date, kind: string): Promise<DigestRow[]> {
  const { rows } = await db.execute<{
    candidate_id: string;
    email: string;
    full_name: string;
    votes: number;
    supporters: number;
    top_source: string | null;
  }>(sql`
    WITH credits AS (
      SELECT v.candidate_id, v.votes, v.payment_id, p.src,
             coalesce(lower(v.voter_email), v.voter_phone, v.payment_id::text) AS supporter
        FROM votes v JOIN payments p ON p.id = v.payment_id
       WHERE v.votes > 0 AND v.created_at >= ${from.toISOString()}::timestamptz AND v.created_at < ${to.toISOString()}::timestamptz
         AND NOT EXISTS (SELECT 1 FROM votes r WHERE r.payment_id = v.payment_id AND r.votes < 0)
    ),
    totals AS (
      SELECT candidate_id, sum(votes)::int AS votes, count(DISTINCT supporter)::int AS supporters FROM credits GROUP BY candidate_id
    ),
    top_source AS (
      SELECT DISTINCT ON (candidate_id) candidate_id, src
        FROM (SELECT candidate_id, src, sum(votes) AS votes, count(*) AS payments FROM credits GROUP BY candidate_id, src) s
       ORDER BY candidate_id, votes DESC, payments DESC, src NULLS LAST
    )
    SELECT t.candidate_id, r.email, r.full_name, t.votes, t.supporters, s.src AS top_source
      FROM totals t
      JOIN candidates c ON c.id = t.candidate_id
      JOIN registrations r ON r.id = c.registration_id AND r.digest_enabled
      JOIN top_source s ON s.candidate_id = t.candidate_id
     WHERE NOT EXISTS (SELECT 1 FROM contestant_mail_log l WHERE l.candidate_id = t.candidate_id AND l.kind = ${kind})`);
  return rows.map((r) => ({
    candidateId: r.candidate_id,
    email: r.email,
    name: r.full_name,
    votes: Number(r.votes),
    supporters: Number(r.supporters),
    topSource: r.top_source,
  }));
}
