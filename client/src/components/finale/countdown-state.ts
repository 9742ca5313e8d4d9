import type { EventSchedule } from '@/api/event';

/** How long after a boundary the page may still wait for the server's flip before the countdown stops showing it. */
const FLIP_GRACE_MS = 15_000;

export type CountdownState =
  { kind: 'opens'; at: number } | { kind: 'closes'; at: number } | { kind: 'closed'; at: number; revealed: boolean } | { kind: 'none' };

const instant = (iso: string | null | undefined): number | null => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

/** Whether a window is announced at all: decided without a clock, so the server and the browser reserve the same box. */
export const isWindowAnnounced = (schedule: EventSchedule | null): boolean =>
  instant(schedule?.opensAt) !== null || instant(schedule?.closesAt) !== null;

/**
 * What the countdown says at `now`. It follows the switch as the server reports it (the manual
 * override included): closed with an opening ahead counts down to it, open with a closing ahead
 * counts down to that. At zero it holds on the boundary until the flip arrives.
 */
export function countdownState(isActive: boolean, schedule: EventSchedule | null, now: number): CountdownState {
  const opensAt = instant(schedule?.opensAt);
  const closesAt = instant(schedule?.closesAt);
  if (isActive) return closesAt !== null && closesAt > now - FLIP_GRACE_MS ? { kind: 'closes', at: closesAt } : { kind: 'none' };
  if (opensAt !== null && opensAt > now - FLIP_GRACE_MS && (closesAt === null || closesAt > now)) return { kind: 'opens', at: opensAt };
  if (closesAt !== null && closesAt <= now) return { kind: 'closed', at: closesAt, revealed: Boolean(schedule?.revealedAt) };
  return { kind: 'none' };
}
