/** The demo's season calendar (issue #32): dates around the day the demo is installed, so every page shows some. */
import type { Season } from '@pageant/common/content/season-rules';
import type { DbOrTx } from '../db/client';
import { seasonCalendar } from '../db/schema';

const DAY = 86_400_000;
const IST_OFFSET = 5.5 * 3_600_000;

/** `days` after the India date of `now`, at hh:mm India time. */
function istDay(now: number, days: number, hour: number, minute = 0): string {
  const istMidnight = Math.floor((now + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  return new Date(istMidnight + days * DAY + (hour * 60 + minute) * 60_000).toISOString();
}

/** Registration open since last week and for three weeks more; auditions after it; the finale ten weeks out. */
export function demoSeason(now: number): Season {
  return {
    finale: { at: istDay(now, 70, 19), venue: 'Mumbai' },
    registration: { opensAt: istDay(now, -7, 10), closesAt: istDay(now, 21, 23, 59) },
    auditions: [
      { city: 'Delhi', at: istDay(now, 28, 11) },
      { city: 'Bengaluru', at: istDay(now, 35, 11) },
      { city: 'Kolkata', at: istDay(now, 42, 11) },
      { city: 'New Jersey', at: istDay(now, 49, 19, 30) },
    ],
  };
}

/**
 * Writes the demo calendar only where none exists, reset or not: once an admin has saved one, it is
 * hers. True when it was written.
 */
export async function seedSeason(db: DbOrTx, now = Date.now()): Promise<boolean> {
  const s = demoSeason(now);
  const inserted = await db
    .insert(seasonCalendar)
    .values({
      id: 1,
      finaleAt: new Date(s.finale.at!),
      finaleVenue: s.finale.venue,
      registrationOpensAt: new Date(s.registration.opensAt!),
      registrationClosesAt: new Date(s.registration.closesAt!),
      auditions: s.auditions,
    })
    .onConflictDoNothing({ target: seasonCalendar.id })
    .returning({ id: seasonCalendar.id });
  return inserted.length > 0;
}
