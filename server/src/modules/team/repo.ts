import { asc, eq, sql } from 'drizzle-orm';
import type { TeamType } from '@pageant/common';
import type { DbOrTx } from '../../db/client';
import { teamMembers } from '../../db/schema';

export type TeamRow = typeof teamMembers.$inferSelect;
export type TeamWrite = Pick<TeamRow, 'name' | 'designation' | 'mainUrl' | 'mainKey' | 'knowMoreUrl' | 'knowMoreKey'>;

const inOrder = [asc(teamMembers.sortOrder), asc(teamMembers.createdAt), asc(teamMembers.id)];
const nextOrder = (type: TeamType) =>
  sql<number>`(select coalesce(max(${teamMembers.sortOrder}), -1) + 1 from ${teamMembers} where ${teamMembers.type} = ${type})`;

export function listAll(db: DbOrTx): Promise<TeamRow[]> {
  return db
    .select()
    .from(teamMembers)
    .orderBy(...inOrder);
}

export function listByType(db: DbOrTx, type: TeamType): Promise<TeamRow[]> {
  return db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.type, type))
    .orderBy(...inOrder);
}

export async function findById(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<TeamRow | undefined> {
  const query = db.select().from(teamMembers).where(eq(teamMembers.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function insert(db: DbOrTx, type: TeamType, values: TeamWrite): Promise<TeamRow> {
  const [row] = await db
    .insert(teamMembers)
    .values({ ...values, type, sortOrder: nextOrder(type) })
    .returning();
  return row!;
}

/** Moving a member to another type puts it last in its new group. */
export async function update(db: DbOrTx, id: string, type: TeamType, values: TeamWrite, moved: boolean): Promise<TeamRow> {
  const [row] = await db
    .update(teamMembers)
    .set({ ...values, type, ...(moved ? { sortOrder: nextOrder(type) } : {}) })
    .where(eq(teamMembers.id, id))
    .returning();
  return row!;
}

export async function remove(db: DbOrTx, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
  return row;
}
