import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@pageant/common';
import type { DbOrTx, Tx } from '../../db/client';
import { candidates, registrations } from '../../db/schema';
import { containsPattern } from '../../db/like';

export interface CandidateRow {
  id: string;
  name: string;
  imageUrl: string;
  voteCount: number;
  /** Strictly increases with each change of voteCount (issue #15). */
  seq: number;
  category: Category | null;
  city: string;
  bio: string;
  registrationId: string | null;
  demo: boolean;
}

export interface CandidateFields {
  name: string;
  /** Left undefined on an update, the stored picture is kept. */
  imageUrl?: string;
  imageKey?: string;
  /** Left undefined on an update, the stored value is kept (older clients send only the name). */
  category?: Category;
  city?: string;
  bio?: string;
  registrationId?: string;
  demo?: boolean;
}

const columns = {
  id: candidates.id,
  name: candidates.name,
  imageUrl: candidates.imageUrl,
  voteCount: candidates.voteCount,
  seq: candidates.voteSeq,
  category: candidates.category,
  city: candidates.city,
  bio: candidates.bio,
  registrationId: candidates.registrationId,
  demo: candidates.demo,
};

/** `lower(name) LIKE %term%` is what the trigram index on lower(name) serves; the term's own wildcards are escaped. */
function nameContains(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.toLowerCase());
  return sql`lower(${candidates.name}) LIKE ${pattern}`;
}

/**
 * One page of the list: by votes (most first), or by name while the public may not see counts
 * (the order would give the counts away). Name then id keep pages stable on ties.
 */
export async function listCandidates(
  db: DbOrTx,
  q: { search: string; offset: number; limit: number; byName?: boolean; category?: Category },
) {
  const where = and(nameContains(q.search), q.category ? eq(candidates.category, q.category) : undefined);
  const order = q.byName
    ? [asc(candidates.name), asc(candidates.id)]
    : [desc(candidates.voteCount), asc(candidates.name), asc(candidates.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(candidates)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(candidates)
      .where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function findCandidate(db: DbOrTx, id: string): Promise<CandidateRow | undefined> {
  const [row] = await db.select(columns).from(candidates).where(eq(candidates.id, id));
  return row;
}

export async function insertCandidate(db: DbOrTx, fields: CandidateFields): Promise<CandidateRow> {
  const [row] = await db.insert(candidates).values(fields).returning(columns);
  return row!;
}

/** Locks the row until the transaction ends, so two replacements never lose track of a file. */
export async function lockCandidate(
  tx: Tx,
  id: string,
): Promise<{ imageKey: string | null; name: string; category: Category | null; city: string; bio: string } | undefined> {
  const [row] = await tx
    .select({
      imageKey: candidates.imageKey,
      name: candidates.name,
      category: candidates.category,
      city: candidates.city,
      bio: candidates.bio,
    })
    .from(candidates)
    .where(eq(candidates.id, id))
    .for('update');
  return row;
}

export async function updateCandidate(tx: Tx, id: string, fields: CandidateFields): Promise<CandidateRow> {
  const [row] = await tx
    .update(candidates)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(candidates.id, id))
    .returning(columns);
  return row!;
}

/** The votes ledger keeps its rows: the foreign key sets their candidate_id to null. */
export async function deleteCandidate(
  db: DbOrTx,
  id: string,
): Promise<{ imageKey: string | null; name: string; voteCount: number; registrationId: string | null } | undefined> {
  const [row] = await db.delete(candidates).where(eq(candidates.id, id)).returning({
    imageKey: candidates.imageKey,
    name: candidates.name,
    voteCount: candidates.voteCount,
    registrationId: candidates.registrationId,
  });
  return row;
}

/** Her card is gone but her registration stays: back on the shortlist, to be put on the page again or declined. */
export async function returnToShortlist(tx: Tx, registrationId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(registrations)
    .set({ reviewStage: 'shortlisted', reviewChangedAt: now, updatedAt: now })
    .where(and(eq(registrations.id, registrationId), eq(registrations.reviewStage, 'on_voting_page')));
}
