import { eq, sql } from 'drizzle-orm';
import type { EventSchedule, ManualSwitch, ScheduleInput } from '@pageant/common';
import type { DbOrTx } from '../../db/client';
import { eventStatus } from '../../db/schema';

/** What decides the status at any instant: the schedule and the SPEC §4 switch. */
export interface EventState {
  schedule: EventSchedule;
  manual: ManualSwitch;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const stateColumns = {
  isActive: eventStatus.isActive,
  switchSetAt: eventStatus.switchSetAt,
  opensAt: eventStatus.opensAt,
  closesAt: eventStatus.closesAt,
  hideCountsFrom: eventStatus.hideCountsFrom,
  revealedAt: eventStatus.revealedAt,
};

type StateRow = { [K in keyof typeof stateColumns]: (typeof stateColumns)[K]['_']['data'] | null };

const toState = (row: StateRow | undefined): EventState => ({
  schedule: {
    opensAt: iso(row?.opensAt ?? null),
    closesAt: iso(row?.closesAt ?? null),
    hideCountsFrom: iso(row?.hideCountsFrom ?? null),
    revealedAt: iso(row?.revealedAt ?? null),
  },
  manual: { isActive: row?.isActive ?? false, setAt: iso(row?.switchSetAt ?? null) },
});

/** The singleton row exists from the first migration; the upserts below only guard a hand-emptied table. */
const upsert = (db: DbOrTx, set: Partial<typeof eventStatus.$inferInsert>) =>
  db
    .insert(eventStatus)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: eventStatus.id, set: { ...set, updatedAt: new Date() } })
    .returning(stateColumns);

export async function readState(db: DbOrTx): Promise<EventState> {
  const [row] = await db.select(stateColumns).from(eventStatus).where(eq(eventStatus.id, 1));
  return toState(row);
}

/** The SPEC §4 switch: its value, and from when it rules (until the next window boundary). */
export async function writeSwitch(db: DbOrTx, isActive: boolean): Promise<EventState> {
  const [row] = await upsert(db, { isActive, switchSetAt: new Date() });
  return toState(row);
}

/**
 * A reveal ends the hiding period it was made in: a schedule that moves or clears the hide time drops
 * it, or the contestants page would go on announcing "Final results" for a race that is open again.
 */
export async function writeSchedule(db: DbOrTx, s: ScheduleInput): Promise<EventState> {
  const at = (v: string | null) => (v === null ? null : new Date(v));
  const hide = at(s.hideCountsFrom);
  const [row] = await db
    .update(eventStatus)
    .set({
      opensAt: at(s.opensAt),
      closesAt: at(s.closesAt),
      hideCountsFrom: hide,
      revealedAt: sql`CASE WHEN ${eventStatus.hideCountsFrom} IS NOT DISTINCT FROM ${hide} THEN ${eventStatus.revealedAt} ELSE NULL END`,
      updatedAt: new Date(),
    })
    .where(eq(eventStatus.id, 1))
    .returning(stateColumns);
  if (row) return toState(row);
  const [inserted] = await upsert(db, { opensAt: at(s.opensAt), closesAt: at(s.closesAt), hideCountsFrom: hide });
  return toState(inserted);
}

/** Sets revealedAt only while counts are hidden at the database's now; undefined when they were not. */
export async function reveal(db: DbOrTx): Promise<EventState | undefined> {
  const [row] = await db
    .update(eventStatus)
    .set({ revealedAt: sql`now()`, updatedAt: new Date() })
    .where(
      sql`${eventStatus.id} = 1 AND ${eventStatus.hideCountsFrom} <= now()
        AND (${eventStatus.revealedAt} IS NULL OR ${eventStatus.revealedAt} < ${eventStatus.hideCountsFrom})`,
    )
    .returning(stateColumns);
  return row ? toState(row) : undefined;
}

/**
 * Claims the broadcast of the boundary at `at` for this instance: the conditional update succeeds
 * for exactly one caller, and only while `at` is still one of the schedule's boundaries. Every
 * instance's timer fires; the one that gets the row back announces it.
 */
export async function claimBoundary(db: DbOrTx, at: Date): Promise<EventState | undefined> {
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const [row] = await db
    .update(eventStatus)
    .set({ boundaryAnnouncedAt: at })
    .where(
      sql`${eventStatus.id} = 1
        AND (${eventStatus.boundaryAnnouncedAt} IS NULL OR ${eventStatus.boundaryAnnouncedAt} < ${stamp})
        AND ${stamp} IN (${eventStatus.opensAt}, ${eventStatus.closesAt}, ${eventStatus.hideCountsFrom})`,
    )
    .returning(stateColumns);
  return row ? toState(row) : undefined;
}
