import { asc, eq, sql } from 'drizzle-orm';
import type { MediaType } from '@pageant/common';
import type { DbOrTx } from '../../db/client';
import { mediaItems } from '../../db/schema';

export type MediaRow = typeof mediaItems.$inferSelect;
export type MediaWrite = Pick<MediaRow, 'type' | 'title' | 'alt' | 'imageUrl' | 'imageKey' | 'videoUrl'>;

const inOrder = [asc(mediaItems.sortOrder), asc(mediaItems.createdAt), asc(mediaItems.id)];
const nextOrder = (type: MediaType) =>
  sql<number>`(select coalesce(max(${mediaItems.sortOrder}), -1) + 1 from ${mediaItems} where ${mediaItems.type} = ${type})`;

export function listAll(db: DbOrTx): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaItems)
    .orderBy(...inOrder);
}

export function listByType(db: DbOrTx, type: MediaType): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaItems)
    .where(eq(mediaItems.type, type))
    .orderBy(...inOrder);
}

/** Locks the type's rows so a reorder cannot interleave with a concurrent move or delete. */
export async function lockIdsOfType(db: DbOrTx, type: MediaType): Promise<Set<string>> {
  const rows = await db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.type, type)).for('update');
  return new Set(rows.map((r) => r.id));
}

export async function findById(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<MediaRow | undefined> {
  const query = db.select().from(mediaItems).where(eq(mediaItems.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function insert(db: DbOrTx, values: MediaWrite): Promise<MediaRow> {
  const [row] = await db
    .insert(mediaItems)
    .values({ ...values, sortOrder: nextOrder(values.type) })
    .returning();
  return row!;
}

/** Moving an item to another type puts it last in its new group. */
export async function update(db: DbOrTx, id: string, values: MediaWrite, moved: boolean): Promise<MediaRow> {
  const [row] = await db
    .update(mediaItems)
    .set({ ...values, ...(moved ? { sortOrder: nextOrder(values.type) } : {}) })
    .where(eq(mediaItems.id, id))
    .returning();
  return row!;
}

export async function setOrder(db: DbOrTx, id: string, sortOrder: number): Promise<void> {
  await db.update(mediaItems).set({ sortOrder }).where(eq(mediaItems.id, id));
}

export async function remove(db: DbOrTx, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.delete(mediaItems).where(eq(mediaItems.id, id)).returning();
  return row;
}
