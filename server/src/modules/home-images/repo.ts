import { eq } from 'drizzle-orm';
import type { HomeImageType } from '@pageant/common';
import type { DbOrTx, Tx } from '../../db/client';
import { homeImages } from '../../db/schema';

export interface StoredImage {
  url: string;
  key: string;
}

export async function listImages(db: DbOrTx) {
  return db.select({ type: homeImages.type, url: homeImages.url }).from(homeImages).orderBy(homeImages.type);
}

/** Locks the banner's row (if any) until the transaction ends and returns its stored key. */
export async function lockImage(tx: Tx, type: HomeImageType): Promise<{ key: string | null } | undefined> {
  const [row] = await tx.select({ key: homeImages.key }).from(homeImages).where(eq(homeImages.type, type)).for('update');
  return row;
}

export async function updateImage(tx: Tx, type: HomeImageType, img: StoredImage): Promise<void> {
  await tx.update(homeImages).set({ url: img.url, key: img.key, updatedAt: new Date() }).where(eq(homeImages.type, type));
}

/** False when another request inserted that type first. */
export async function insertImage(tx: Tx, type: HomeImageType, img: StoredImage): Promise<boolean> {
  const rows = await tx
    .insert(homeImages)
    .values({ type, url: img.url, key: img.key })
    .onConflictDoNothing()
    .returning({ type: homeImages.type });
  return rows.length > 0;
}

export async function deleteImage(db: DbOrTx, type: HomeImageType): Promise<{ key: string | null } | undefined> {
  const [row] = await db.delete(homeImages).where(eq(homeImages.type, type)).returning({ key: homeImages.key });
  return row;
}
