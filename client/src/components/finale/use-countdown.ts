import { useEffect, useState } from 'react';
import { formatHere } from '@pageant/common/content/zoned-format';
import type { EventSchedule } from '@/api/event';
import { hasWindow, useEventView } from '@/stores/event-status';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * A time left in words, two units at most and never less precise than a minute while over one:
 * "3 d 4 h", "2 h 14 min", "4 min 05 s", "12 s". Rounded up, so "0 s" only once it is over.
 */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const mins = Math.floor((s % 3600) / 60);
  const secs = s % 60;
  if (s * 1000 >= DAY) return `${days} d ${hours} h`;
  if (s * 1000 >= HOUR) return `${hours} h ${mins} min`;
  if (s * 1000 >= MIN) return `${mins} min ${String(secs).padStart(2, '0')} s`;
  return `${secs} s`;
}

/** How long after a boundary the page may still wait for the server's flip before the countdown stops showing it. */
const FLIP_GRACE_MS = 15_000;

export type CountdownState =
  { kind: 'opens'; at: number } | { kind: 'closes'; at: number } | { kind: 'closed'; at: number; revealed: boolean } | { kind: 'none' };

const instant = (iso: string | null | undefined): number | null => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

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

export interface Countdown {
  /** A window is announced: its box is reserved from the first (server) render. */
  announced: boolean;
  /** null until the page is hydrated: only the browser knows the visitor's clock and time zone. */
  state: CountdownState | null;
  /** "Voting opens in 2 h 14 min", or null when there is nothing to count down. */
  text: string | null;
  /** The time left alone ("2 h 14 min"), for a display that sets it apart from its label. */
  left: string | null;
  /** The boundary in the visitor's time zone ("24 Nov, 9:00 pm GMT+5:30"), or null. */
  when: string | null;
}

/** The countdown to the next opening or closing, ticking each second; no timer at all while no window is announced. */
export function useCountdown(): Countdown {
  const { isActive, schedule } = useEventView();
  const announced = hasWindow(schedule);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (!announced) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [announced]);

  if (!announced || now === null) return { announced, state: null, text: null, when: null, left: null };
  const state = countdownState(isActive, schedule, now);
  // Not Intl: its first call costs a phone ~130 ms of main thread right after hydration (issue #32).
  const when = state.kind === 'none' ? null : formatHere(state.at);
  const left = state.kind === 'opens' || state.kind === 'closes' ? formatDuration(state.at - now) : null;
  return { announced, state, when, left, text: countdownText(state, now) };
}

/** The band's line: a live count while voting is due to open or close, then a closing word. */
function countdownText(state: CountdownState, now: number): string | null {
  switch (state.kind) {
    case 'opens':
    case 'closes':
      return state.at > now ? `Voting ${state.kind} in ${formatDuration(state.at - now)}` : `Voting ${state.kind} now`;
    case 'closed':
      return 'Voting has closed';
    default:
      return null;
  }
}
