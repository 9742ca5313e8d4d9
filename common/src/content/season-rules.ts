/**
 * Issue #32: the season's calendar as pages and the server read it. Zod-free, so public pages can
 * count down without the schema library; the PUT body's schema is in season.ts.
 */
import { SEASON } from '../constants';
import { formatIstDate } from './zoned-format';

export interface Audition {
  city: string;
  /** ISO instant. */
  at: string;
}

/** GET /api/season; every instant is ISO with its zone, null when the admin has not set it. */
export interface Season {
  finale: { at: string | null; venue: string | null };
  registration: { opensAt: string | null; closesAt: string | null };
  auditions: Audition[];
}

export const EMPTY_SEASON: Season = {
  finale: { at: null, venue: null },
  registration: { opensAt: null, closesAt: null },
  auditions: [],
};

/** "12 Feb 2027": the date in India, where the season runs (written without Intl, see zoned-format.ts). */
export const formatSeasonDate = (iso: string): string => formatIstDate(iso);

export const SEASON_MSG = {
  bodyRequired: 'Send the season calendar: finale, registration and auditions.',
  instantInvalid: 'Give a date and time with its zone, e.g. 2027-02-12T19:00:00+05:30.',
  venueTooLong: 'The venue can be at most 160 characters.',
  venueInvalid: 'The venue must be one line of text.',
  closesBeforeOpens: 'Registration must close after it opens.',
  finaleBeforeClose: 'The finale must come after registration closes.',
  cityRequired: 'Each audition needs a city.',
  cityTooLong: 'A city can be at most 80 characters.',
  auditionDateRequired: 'Each audition needs a date.',
  tooManyAuditions: 'At most 20 audition cities.',
  auditionsOutOfOrder: 'List the auditions in date order.',
  saved: 'Season calendar saved.',
  registrationNotOpen: (opensAt: string) => `Registration for Season ${SEASON} opens on ${formatSeasonDate(opensAt)}.`,
  registrationClosed: (closesAt: string) => `Registration for Season ${SEASON} closed on ${formatSeasonDate(closesAt)}.`,
  /** Shown above the Pay button while registration is open and has a deadline. */
  registrationClosesIn: (closesAt: string, now: number) => {
    const ms = Date.parse(closesAt) - now;
    const days = Math.floor(ms / 86_400_000);
    if (days >= 2) return `Registration closes in ${days} days, on ${formatSeasonDate(closesAt)}.`;
    if (days === 1) return `Registration closes tomorrow, ${formatSeasonDate(closesAt)}.`;
    const hours = Math.max(1, Math.ceil(ms / 3_600_000));
    return `Registration closes in ${hours} hour${hours === 1 ? '' : 's'}.`;
  },
} as const;

export type RegistrationWindow =
  | { state: 'unlimited' }
  | { state: 'before'; opensAt: string; message: string }
  | { state: 'open'; closesAt: string | null; message: string | null }
  | { state: 'after'; closesAt: string; message: string };

/** Whether registration takes payments at `now`: the one rule the server enforces and the form shows. */
export function registrationWindow(season: Season, now: number): RegistrationWindow {
  const { opensAt, closesAt } = season.registration;
  if (opensAt && now < Date.parse(opensAt)) return { state: 'before', opensAt, message: SEASON_MSG.registrationNotOpen(opensAt) };
  if (closesAt && now >= Date.parse(closesAt)) return { state: 'after', closesAt, message: SEASON_MSG.registrationClosed(closesAt) };
  if (!opensAt && !closesAt) return { state: 'unlimited' };
  return { state: 'open', closesAt, message: closesAt ? SEASON_MSG.registrationClosesIn(closesAt, now) : null };
}
