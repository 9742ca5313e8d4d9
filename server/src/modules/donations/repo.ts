import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { donations } from '../../db/schema';

export type NewDonation = typeof donations.$inferInsert;

export async function insertDonation(db: DbOrTx, values: NewDonation) {
  const [row] = await db.insert(donations).values(values).returning();
  return row!;
}

/** The donation stays on record (what was given, then returned); the transparency totals leave it out. */
export async function markRefunded(db: DbOrTx, paymentId: string): Promise<void> {
  await db.update(donations).set({ refundedAt: new Date() }).where(eq(donations.paymentId, paymentId));
}
