import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { csrImages } from '../../db/schema';

export interface NewCsrImage {
  url: string;
  key: string;
  alt: string;
  href: string;
}

/** Every row of one statement sees the same max, so each gets its own offset after it. */
const orderAfterLast = (offset: number) =>
  sql<number>`(select coalesce(max(${csrImages.sortOrder}), -1) + ${offset + 1} from ${csrImages})`;

export async function listImages(db: DbOrTx) {
  return db
    .select({ id: csrImages.id, url: csrImages.url, alt: csrImages.alt, href: csrImages.href })
    .from(csrImages)
    .orderBy(asc(csrImages.sortOrder), asc(csrImages.createdAt), asc(csrImages.id));
}

export async function insertImages(db: DbOrTx, images: NewCsrImage[]): Promise<string[]> {
  const rows = await db
    .insert(csrImages)
    .values(images.map((img, i) => ({ ...img, sortOrder: orderAfterLast(i) })))
    .returning({ id: csrImages.id });
  return rows.map((r) => r.id);
}

export async function deleteImage(db: DbOrTx, id: string): Promise<{ key: string | null; alt: string; href: string } | undefined> {
  const [row] = await db
    .delete(csrImages)
    .where(eq(csrImages.id, id))
    .returning({ key: csrImages.key, alt: csrImages.alt, href: csrImages.href });
  return row;
}
