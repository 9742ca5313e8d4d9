import { eq } from 'drizzle-orm';
import { EMPTY_SEASON, type Season } from '@pageant/common/content/season-rules';
import type { DbOrTx } from '../../db/client';
import { seasonCalendar } from '../../db/schema';

type Row = typeof seasonCalendar.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toSeason = (row: Row | undefined): Season =>
  row
    ? {
        finale: { at: iso(row.finaleAt), venue: row.finaleVenue },
        registration: { opensAt: iso(row.registrationOpensAt), closesAt: iso(row.registrationClosesAt) },
        auditions: row.auditions.map((a) => ({ city: a.city, at: new Date(a.at).toISOString() })),
      }
    : EMPTY_SEASON;

/** EMPTY_SEASON until the admin first saves (migration 0013 creates no row). */
export async function readSeason(db: DbOrTx): Promise<Season> {
  const [row] = await db.select().from(seasonCalendar).where(eq(seasonCalendar.id, 1));
  return toSeason(row);
}

export async function hasSeason(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: seasonCalendar.id }).from(seasonCalendar).where(eq(seasonCalendar.id, 1));
  return row !== undefined;
}

const at = (v: string | null) => (v === null ? null : new Date(v));

/** The whole calendar is replaced: the editor always sends every field. */
export async function writeSeason(db: DbOrTx, s: Season): Promise<Season> {
  const values = {
    finaleAt: at(s.finale.at),
    finaleVenue: s.finale.venue,
    registrationOpensAt: at(s.registration.opensAt),
    registrationClosesAt: at(s.registration.closesAt),
    auditions: s.auditions,
  };
  const [row] = await db
    .insert(seasonCalendar)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: seasonCalendar.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toSeason(row);
}
