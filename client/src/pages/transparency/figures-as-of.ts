/**
 * The note under the figures while the finale hides the counts (issue #26): the vote figures are the
 * ledger's as of the moment counts were hidden, so no payment since can be read off them.
 *
 * Written out by hand in India time (UTC+5:30 all year, no daylight saving) rather than with Intl:
 * the server renders this page and the browser hydrates it, so both must write the same text, and the
 * page loads no Intl data on its first paint.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "Vote figures as of 21:00 IST on 5 Dec 2026, when counts were hidden."; null when live or unreadable. */
export function figuresAsOf(asOf: string | null | undefined): string | null {
  const ms = asOf ? Date.parse(asOf) : NaN;
  if (!Number.isFinite(ms)) return null;
  const ist = new Date(ms + IST_OFFSET_MS);
  const clock = `${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())} IST`;
  const day = `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return `Vote figures as of ${clock} on ${day}, when counts were hidden.`;
}
