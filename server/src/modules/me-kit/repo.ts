import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { candidates } from '../../db/schema';
import { cardFields } from '../candidates/service';
import type { KitSubject } from './art';

/** What her kit shows: the share card's fields and her ref code. */
export async function findKitSubject(db: DbOrTx, candidateId: string): Promise<KitSubject | undefined> {
  const [row] = await db
    .select({ ...cardFields, refCode: candidates.refCode })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row;
}
