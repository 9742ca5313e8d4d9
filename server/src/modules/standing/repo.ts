import { countsHiddenAt } from '@pageant/common';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Where a contestant stands right now, as her cockpit shows it (issue #30): her count, her rank
 * (1 + the contestants with more votes, so a tie shares a rank) and whether counts are hidden. The
 * live room and the milestone mails both ask this, for many contestants in one query.
 */
export interface Standing {
  candidateId: string;
  voteCount: number;
  rank: number;
  /** Read from the schedule in the same query, so a count and the rule that hides it are of one instant. */
  countsHidden: boolean;
  /** Her registration, when she was made from one; hand-made contestants have no address to mail. */
  registrationId: string | null;
  email: string | null;
  fullName: string | null;
  name: string;
}

interface Row extends Record<string, unknown> {
  id: string;
  vote_count: number;
  rank: number;
  registration_id: string | null;
  email: string | null;
  full_name: string | null;
  name: string;
  hide_counts_from: Date | null;
  revealed_at: Date | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** `ids`: the contestants wanted, or 'registered' for every contestant made from a registration. */
export async function standingsOf(db: DbOrTx, ids: string[] | 'registered', at: Date = new Date()): Promise<Standing[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const which =
    ids === 'registered'
      ? sql`c.registration_id IS NOT NULL`
      : sql`c.id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const { rows } = await db.execute<Row>(sql`
    SELECT c.id, c.vote_count, c.name, c.registration_id, r.email, r.full_name,
           1 + (SELECT count(*) FROM candidates o WHERE o.vote_count > c.vote_count)::int AS rank,
           e.hide_counts_from, e.revealed_at
      FROM candidates c
      LEFT JOIN registrations r ON r.id = c.registration_id
      LEFT JOIN event_status e ON e.id = 1
     WHERE ${which}`);
  return rows.map((r) => ({
    candidateId: r.id,
    voteCount: Number(r.vote_count),
    rank: Number(r.rank),
    countsHidden: countsHiddenAt(
      { opensAt: null, closesAt: null, hideCountsFrom: iso(r.hide_counts_from), revealedAt: iso(r.revealed_at) },
      at,
    ),
    registrationId: r.registration_id,
    email: r.email,
    fullName: r.full_name,
    name: r.name,
  }));
}
