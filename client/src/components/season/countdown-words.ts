const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The time left before a dated moment, as a page states it: days and hours while a day or more
 * remains, then hours, then minutes (at most 17 characters, which its box reserves); null once it has come. Rounded down, so it never
 * promises more time than there is.
 */
export function countdownWords(targetMs: number, now: number): string | null {
  const left = targetMs - now;
  if (!(left > 0)) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  if (days > 0) return `${plural(days, 'day')} ${plural(hours, 'hour')}`;
  if (hours > 0) return plural(hours, 'hour');
  return plural(Math.max(1, Math.floor(left / MINUTE)), 'minute');
}
