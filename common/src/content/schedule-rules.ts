/**
 * Finale night (issue #15): the voting window, hidden counts and the reveal, as pure functions of
 * an instant. The server decides with them and the client counts down with them, so both always
 * agree on what "now" means. Kept apart from schedule.ts (zod) so public pages do not load zod.
 */

/** The stored schedule (DESIGN §4 /event): ISO-8601 instants, or null when not set. */
export interface EventSchedule {
  opensAt: string | null;
  closesAt: string | null;
  hideCountsFrom: string | null;
  /** When an admin last revealed the counts. */
  revealedAt: string | null;
}

/** GET /api/event/status and the `event:status` Socket.IO payload. */
export interface EventStatus {
  isActive: boolean;
  schedule: EventSchedule;
  countsHidden: boolean;
}

/** The SPEC §4 switch: its value and when an admin last set it (null: never, or a schedule change since). */
export interface ManualSwitch {
  isActive: boolean;
  setAt: string | null;
}

/**
 * Socket.IO `vote:update` (DESIGN §6 with #15). Since issue #26 the public gets none while counts are
 * hidden (admins do); `voteCount` stays nullable because screens also apply HTTP answers as updates.
 */
export interface LiveVoteUpdate {
  candidateId: string;
  name: string;
  voteCount: number | null;
  /** Strictly increases with each change of this candidate's count: apply an update only if its seq is newer. */
  seq: number;
}

/**
 * A candidate as the list and fetchbyid answer it since #15. While counts are hidden the public's
 * answer has `voteCount: null` and no `seq` (issue #26: a seq that moves tells who was just paid for).
 */
export interface PublicCandidate {
  _id: string;
  name: string;
  imageUrl: string;
  /** Issue #29: who she is on the card. Null/'' for a candidate created without them. */
  category: 'Miss' | 'Mrs' | null;
  city: string;
  bio: string;
  voteCount: number | null;
  seq?: number;
}

export const EMPTY_SCHEDULE: EventSchedule = { opensAt: null, closesAt: null, hideCountsFrom: null, revealedAt: null };

type Instant = Date | number | string;
const ms = (t: Instant): number => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));
const msOrNull = (t: string | null): number | null => (t === null ? null : ms(t));

/** Which boundaries count: the window's (opensAt, closesAt) or every one (hideCountsFrom too). */
export type BoundaryKinds = 'window' | 'all';

/** The first boundary strictly after `at`, or null when none is ahead. */
export function nextBoundary(schedule: EventSchedule, at: Instant, kinds: BoundaryKinds = 'all'): Date | null {
  const now = ms(at);
  const candidates = [schedule.opensAt, schedule.closesAt, kinds === 'all' ? schedule.hideCountsFrom : null]
    .map(msOrNull)
    .filter((t): t is number => t !== null && t > now);
  return candidates.length ? new Date(Math.min(...candidates)) : null;
}

/**
 * What the schedule alone says at `at`: closed from closesAt on, open from opensAt on, closed
 * before an announced opensAt; null when it says nothing (no schedule, or only a closing time
 * still ahead), and the switch decides.
 */
export function scheduledIsActive(schedule: EventSchedule, at: Instant): boolean | null {
  const now = ms(at);
  const opens = msOrNull(schedule.opensAt);
  const closes = msOrNull(schedule.closesAt);
  if (closes !== null && now >= closes) return false;
  if (opens !== null) return now >= opens;
  return null;
}

/**
 * Whether voting is open at `at` (issue #15): the SPEC §4 switch, once set, rules until the next
 * window boundary after it was set; otherwise the schedule rules; without one, the switch does.
 */
export function isActiveAt(schedule: EventSchedule, manual: ManualSwitch, at: Instant): boolean {
  if (manual.setAt !== null) {
    const until = nextBoundary(schedule, manual.setAt, 'window');
    if (until === null || ms(at) < until.getTime()) return manual.isActive;
  }
  return scheduledIsActive(schedule, at) ?? manual.isActive;
}

/** Counts are hidden from hideCountsFrom until a reveal made at or after it. */
export function countsHiddenAt(schedule: EventSchedule, at: Instant): boolean {
  const hideFrom = msOrNull(schedule.hideCountsFrom);
  if (hideFrom === null) return false;
  const now = ms(at);
  if (now < hideFrom) return false;
  const revealed = msOrNull(schedule.revealedAt);
  return !(revealed !== null && revealed >= hideFrom && revealed <= now);
}

/** The whole public status at `at`. */
export function eventStatusAt(schedule: EventSchedule, manual: ManualSwitch, at: Instant): EventStatus {
  return { isActive: isActiveAt(schedule, manual, at), schedule, countsHidden: countsHiddenAt(schedule, at) };
}
