import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventStatus } from '../../db/schema';

export async function readStatus(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ isActive: eventStatus.isActive }).from(eventStatus).where(eq(eventStatus.id, 1));
  return row?.isActive ?? false;
}

export async function writeStatus(db: DbOrTx, isActive: boolean): Promise<boolean> {
  const [row] = await db
    .insert(eventStatus)
    .values({ id: 1, isActive })
    .onConflictDoUpdate({ target: eventStatus.id, set: { isActive, updatedAt: new Date() } })
    .returning({ isActive: eventStatus.isActive });
  return row!.isActive;
}
