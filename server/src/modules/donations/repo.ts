import type { DbOrTx } from '../../db/client';
import { donations } from '../../db/schema';

export type NewDonation = typeof donations.$inferInsert;

export async function insertDonation(db: DbOrTx, values: NewDonation) {
  const [row] = await db.insert(donations).values(values).returning();
  return row!;
}
