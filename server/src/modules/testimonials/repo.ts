import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { testimonials } from '../../db/schema';

export interface TestimonialFields {
  name: string;
  place: string;
  text: string;
  imageUrl?: string;
  imageKey?: string;
}

const columns = {
  id: testimonials.id,
  name: testimonials.name,
  place: testimonials.place,
  text: testimonials.text,
  imageUrl: testimonials.imageUrl,
};
export type TestimonialRow = { id: string; name: string; place: string; text: string; imageUrl: string | null };

const nextOrder = sql<number>`(select coalesce(max(${testimonials.sortOrder}), -1) + 1 from ${testimonials})`;

export async function listTestimonials(db: DbOrTx): Promise<TestimonialRow[]> {
  return db.select(columns).from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt), asc(testimonials.id));
}

export async function insertTestimonial(db: DbOrTx, fields: TestimonialFields): Promise<TestimonialRow> {
  const [row] = await db
    .insert(testimonials)
    .values({ ...fields, sortOrder: nextOrder })
    .returning(columns);
  return row!;
}

/** Locks the row until the transaction ends, so two replacements never lose track of a file. */
export async function lockTestimonial(
  tx: Tx,
  id: string,
): Promise<{ imageKey: string | null; name: string; place: string; text: string } | undefined> {
  const [row] = await tx
    .select({ imageKey: testimonials.imageKey, name: testimonials.name, place: testimonials.place, text: testimonials.text })
    .from(testimonials)
    .where(eq(testimonials.id, id))
    .for('update');
  return row;
}

/** imageUrl/imageKey left undefined keep the stored picture. */
export async function updateTestimonial(tx: Tx, id: string, fields: TestimonialFields): Promise<TestimonialRow> {
  const [row] = await tx.update(testimonials).set(fields).where(eq(testimonials.id, id)).returning(columns);
  return row!;
}

export async function deleteTestimonial(
  db: DbOrTx,
  id: string,
): Promise<{ imageKey: string | null; name: string; place: string } | undefined> {
  const [row] = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ imageKey: testimonials.imageKey, name: testimonials.name, place: testimonials.place });
  return row;
}
