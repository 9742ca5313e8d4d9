import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { homeBrands } from '../../db/schema';

export interface StoredImage {
  url: string;
  key: string;
}

const columns = { id: homeBrands.id, imageUrl: homeBrands.imageUrl };
const nextOrder = sql<number>`(select coalesce(max(${homeBrands.sortOrder}), -1) + 1 from ${homeBrands})`;

export async function listBrands(db: DbOrTx) {
  return db.select(columns).from(homeBrands).orderBy(asc(homeBrands.sortOrder), asc(homeBrands.createdAt), asc(homeBrands.id));
}

export async function insertBrand(db: DbOrTx, img: StoredImage) {
  const [row] = await db.insert(homeBrands).values({ imageUrl: img.url, imageKey: img.key, sortOrder: nextOrder }).returning(columns);
  return row!;
}

/** Locks the row until the transaction ends, so two replacements never lose track of a file. */
export async function lockBrand(tx: Tx, id: string): Promise<{ imageKey: string | null } | undefined> {
  const [row] = await tx.select({ imageKey: homeBrands.imageKey }).from(homeBrands).where(eq(homeBrands.id, id)).for('update');
  return row;
}

export async function updateBrandImage(tx: Tx, id: string, img: StoredImage) {
  const [row] = await tx.update(homeBrands).set({ imageUrl: img.url, imageKey: img.key }).where(eq(homeBrands.id, id)).returning(columns);
  return row!;
}

export async function deleteBrand(db: DbOrTx, id: string): Promise<{ imageKey: string | null } | undefined> {
  const [row] = await db.delete(homeBrands).where(eq(homeBrands.id, id)).returning({ imageKey: homeBrands.imageKey });
  return row;
}
