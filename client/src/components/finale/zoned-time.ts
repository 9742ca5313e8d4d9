/**
 * Wall-clock times in a named zone, for the admin's schedule editor (issue #15): the finale is in
 * Mumbai and half the audience is in the US, so each instant is shown, and may be typed, in India
 * time and US Eastern. India has no daylight saving; New York does, which Intl knows.
 */
export const ZONES = {
  ist: { id: 'Asia/Kolkata', label: 'India (IST)', short: 'IST' },
  et: { id: 'America/New_York', label: 'US Eastern (ET)', short: 'ET' },
} as const;
export type ZoneKey = keyof typeof ZONES;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parts(ms: number, timeZone: string): WallClock {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, f);
  }
  const out: WallClock = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const p of f.formatToParts(ms)) if (p.type in out) out[p.type as keyof WallClock] = Number(p.value);
  return out;
}

/** The zone's offset from UTC at instant `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value ("2026-12-05T19:00") in the zone. */
export function toZonedInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const p = parts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A `datetime-local` value read in the zone, as an ISO instant; null for an empty or unreadable one.
 * A wall time that a daylight-saving jump skips resolves to the instant an hour later, as clocks do.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (!Number.isFinite(wall)) return null;
  let ms = wall - offsetAt(wall, timeZone);
  ms = wall - offsetAt(ms, timeZone);
  return new Date(ms).toISOString();
}

const clockFormat = new Map<string, Intl.DateTimeFormat>();
/** "21:00 IST" today in that zone, else "5 Dec, 21:00 IST". */
export function zonedClock(iso: string, zone: ZoneKey, now: number): string {
  const { id, short } = ZONES[zone];
  const ms = Date.parse(iso);
  const p = parts(ms, id);
  const today = parts(now, id);
  const sameDay = p.year === today.year && p.month === today.month && p.day === today.day;
  let f = clockFormat.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: id, day: 'numeric', month: 'short' });
    clockFormat.set(id, f);
  }
  const time = `${pad(p.hour)}:${pad(p.minute)} ${short}`;
  return sameDay ? time : `${f.format(ms)}, ${time}`;
}
