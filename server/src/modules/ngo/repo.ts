import { asc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ngoCards } from '../../db/schema';

export type NgoCardRow = typeof ngoCards.$inferSelect;
export type NgoCardValues = Pick<NgoCardRow, 'title' | 'subtitle' | 'label' | 'description' | 'section' | 'highlights'> &
  Partial<Pick<NgoCardRow, 'imageUrl' | 'imageKey'>>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id names no card: answer as for an unknown one instead of letting PostgreSQL reject the cast. */
export const isUuid = (id: string) => UUID_RE.test(id);

export async function listCards(db: DbOrTx): Promise<NgoCardRow[]> {
  return db.select().from(ngoCards).orderBy(asc(ngoCards.sortOrder), asc(ngoCards.createdAt), asc(ngoCards.id));
}

export async function findCard(db: DbOrTx, id: string): Promise<NgoCardRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(ngoCards).where(eq(ngoCards.id, id));
  return row ?? null;
}

/** Holds the card until the transaction ends, so the audit entry compares against what was really replaced. */
export async function lockCard(db: DbOrTx, id: string): Promise<NgoCardRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(ngoCards).where(eq(ngoCards.id, id)).for('update');
  return row ?? null;
}

export async function insertCard(db: DbOrTx, values: NgoCardValues): Promise<NgoCardRow> {
  const [row] = await db
    .insert(ngoCards)
    .values({
      ...values,
      sortOrder: sql`(SELECT COALESCE(${max(ngoCards.sortOrder)}, -1) + 1 FROM ${ngoCards})`,
    })
    .returning();
  return row!;
}

export async function updateCard(db: DbOrTx, id: string, values: NgoCardValues): Promise<NgoCardRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.update(ngoCards).set(values).where(eq(ngoCards.id, id)).returning();
  return row ?? null;
}

export async function deleteCard(db: DbOrTx, id: string): Promise<NgoCardRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.delete(ngoCards).where(eq(ngoCards.id, id)).returning();
  return row ?? null;
}

/** Locks every card so that a concurrent create or delete cannot slip between the check and the writes. */
export async function lockCardIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: ngoCards.id }).from(ngoCards).for('update');
  return rows.map((r) => r.id);
}

export async function setSortOrder(db: DbOrTx, id: string, sortOrder: number): Promise<void> {
  await db.update(ngoCards).set({ sortOrder }).where(eq(ngoCards.id, id));
}
