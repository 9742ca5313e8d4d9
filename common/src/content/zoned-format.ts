/**
 * Issue #32: an instant as the season states it (India time, named) and as the visitor reads it
 * (her own zone, beside it when it differs). The IST half is written without Intl: India keeps
 * +05:30 all year, and a public page's first use of Intl costs a phone its locale data (see
 * number-format.ts). Only the visitor half needs Intl, to know her zone's offset and its name,
 * and it runs in the browser after hydration. Zod-free, for the public pages and receipts.
 */

export const IST_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 330;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const toMs = (iso: string | number): number => (typeof iso === 'number' ? iso : Date.parse(iso));

/** The wall clock at `ms` in a zone `offsetMinutes` east of UTC. */
function wallAt(ms: number, offsetMinutes: number): WallClock {
  const d = new Date(ms + offsetMinutes * 60_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

const istWall = (ms: number): WallClock => wallAt(ms, IST_OFFSET_MINUTES);

/** "7:00 pm", "12:05 am": the way the site writes a time of day. */
const clock = ({ hour, minute }: WallClock): string =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;

const dayMonth = ({ day, month }: WallClock): string => `${day} ${MONTHS[month - 1]}`;

/** "12 Feb 2027": the date in India. */
export function formatIstDate(iso: string | number): string {
  const w = istWall(toMs(iso));
  return `${dayMonth(w)} ${w.year}`;
}

/** "12 Feb 2027, 7:00 pm IST". */
export function formatIst(iso: string | number): string {
  const w = istWall(toMs(iso));
  return `${dayMonth(w)} ${w.year}, ${clock(w)} IST`;
}

/** The zone this browser (or process) reads its clock in; undefined where Intl cannot say. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `ms`, and the zone's short name there ("EST", "GMT+1"). */
function zonedWall(ms: number, timeZone: string): WallClock & { zoneName: string } {
  let f = wallFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      timeZoneName: 'short',
    });
    wallFormats.set(timeZone, f);
  }
  const out = { year: 0, month: 1, day: 1, hour: 0, minute: 0, zoneName: '' };
  for (const p of f.formatToParts(ms)) {
    if (p.type === 'timeZoneName') out.zoneName = p.value;
    else if (p.type in out) (out as Record<string, number | string>)[p.type] = Number(p.value);
  }
  return out;
}

const sameWall = (a: WallClock, b: WallClock): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/** Whether a clock in `timeZone` reads differently from India's at that instant (an unknown zone counts as the same). */
export function differsFromIst(iso: string | number, timeZone: string | undefined): boolean {
  const ms = toMs(iso);
  if (!timeZone || !Number.isFinite(ms)) return false;
  try {
    return !sameWall(zonedWall(ms, timeZone), istWall(ms));
  } catch {
    return false;
  }
}

/** "8:30 am EST", or "26 Nov, 2:40 pm EST" when her day is not India's day. */
export function formatLocal(iso: string | number, timeZone: string): string {
  const ms = toMs(iso);
  const local = zonedWall(ms, timeZone);
  const ist = istWall(ms);
  const time = `${clock(local)} ${local.zoneName}`;
  return local.day === ist.day && local.month === ist.month && local.year === ist.year ? time : `${dayMonth(local)}, ${time}`;
}

/** "(8:30 am EST in your time)" beside an IST time, or null when her clock reads the same (or is unknown). */
export function localAside(iso: string | number, timeZone: string | undefined = visitorTimeZone()): string | null {
  if (!timeZone || !differsFromIst(iso, timeZone)) return null;
  return `(${formatLocal(iso, timeZone)} in your time)`;
}

// The names Date#toTimeString gives the zones most of the audience outside India reads in, and their
// usual abbreviations; any other zone is named by its offset ("GMT+1"), which is never wrong.
const US_ZONE = /^(Eastern|Central|Mountain|Pacific) (Standard|Daylight) Time$/;

/** "EST" for the US zones, else "GMT-3", "GMT+5:45", "GMT". */
export function zoneLabel(offsetMinutes: number, longName: string | undefined): string {
  const us = longName ? US_ZONE.exec(longName) : null;
  if (us) return `${us[1]![0]}${us[2]![0]}T`;
  if (offsetMinutes === 0) return 'GMT';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${offsetMinutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** localAside for a clock `offsetMinutes` east of UTC whose zone is called `longName` there. */
export function localAsideAt(iso: string | number, offsetMinutes: number, longName?: string): string | null {
  const ms = toMs(iso);
  if (!Number.isFinite(ms) || offsetMinutes === IST_OFFSET_MINUTES) return null;
  const local = wallAt(ms, offsetMinutes);
  const ist = istWall(ms);
  const time = `${clock(local)} ${zoneLabel(offsetMinutes, longName)}`;
  const sameDay = local.day === ist.day && local.month === ist.month && local.year === ist.year;
  return `(${sameDay ? time : `${dayMonth(local)}, ${time}`} in your time)`;
}

/** The zone's name as Date#toTimeString gives it ("Eastern Standard Time"), if it gives one. */
const browserZoneName = (d: Date): string | undefined => /\(([^)]+)\)/.exec(d.toTimeString())?.[1];

/**
 * localAside in this browser's own zone without Intl: Date knows the zone's offset at that instant and
 * its long name, and neither loads locale data (Intl's first use costs a throttled phone ~130 ms of
 * main thread, measured in Chromium at 4x, right after hydration). For public pages.
 */
export function localAsideHere(iso: string | number): string | null {
  const d = new Date(toMs(iso));
  if (!Number.isFinite(d.getTime())) return null;
  return localAsideAt(d.getTime(), -d.getTimezoneOffset(), browserZoneName(d));
}

/**
 * "12 Feb, 8:30 am EST": a moment in this browser's own zone, from Date alone (see localAsideHere), for
 * a countdown that restates its boundary every second on a public page's first screen.
 */
export function formatHere(iso: string | number): string | null {
  const d = new Date(toMs(iso));
  if (!Number.isFinite(d.getTime())) return null;
  const offset = -d.getTimezoneOffset();
  const local = wallAt(d.getTime(), offset);
  return `${dayMonth(local)}, ${clock(local)} ${zoneLabel(offset, browserZoneName(d))}`;
}
