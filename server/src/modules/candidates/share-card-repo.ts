import { eq } from 'drizzle-orm';
import type { Category } from '@pageant/common/constants';
import type { DbOrTx } from '../../db/client';
import { candidates } from '../../db/schema';

export interface CardRow {
  id: string;
  name: string;
  imageUrl: string;
  imageKey: string | null;
  category: Category | null;
  city: string;
}

/** What a share card is drawn from: her name, category and city, and where her photo is stored (the share kit reads the same). */
export const cardFields = {
  id: candidates.id,
  name: candidates.name,
  imageUrl: candidates.imageUrl,
  imageKey: candidates.imageKey,
  category: candidates.category,
  city: candidates.city,
};

export async function findCardSubject(db: DbOrTx, id: string): Promise<CardRow | undefined> {
  const [row] = await db.select(cardFields).from(candidates).where(eq(candidates.id, id));
  return row;
}
