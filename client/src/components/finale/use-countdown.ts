import { useEffect, useState } from 'react';
import { useEventView } from '@/stores/event-status';
import { countdownState, isWindowAnnounced, type CountdownState } from './countdown-state';
import { formatDuration } from './duration';

export interface Countdown {
  /** A window is announced: its box is reserved from the first (server) render. */
  announced: boolean;
  /** null until the page is hydrated: only the browser knows the visitor's clock and time zone. */
  state: CountdownState | null;
  /** "Voting opens in 2 h 14 min", or null when there is nothing to count down. */
  text: string | null;
  /** The time left alone ("2 h 14 min"), for a display that sets it apart from its label. */
  left: string | null;
  /** The boundary in the visitor's time zone ("24 Nov, 21:00 GMT+5:30"), or null. */
  when: string | null;
}

const whenFormat = () =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** The countdown to the next opening or closing, ticking each second; no timer at all while no window is announced. */
export function useCountdown(): Countdown {
  const { isActive, schedule } = useEventView();
  const announced = isWindowAnnounced(schedule);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (!announced) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [announced]);

  if (!announced || now === null) return { announced, state: null, text: null, when: null, left: null };
  const state = countdownState(isActive, schedule, now);
  const when = state.kind === 'none' ? null : whenFormat().format(state.at);
  const left = state.kind === 'opens' || state.kind === 'closes' ? formatDuration(state.at - now) : null;
  switch (state.kind) {
    case 'opens':
      return {
        announced,
        state,
        when,
        left,
        text: state.at > now ? `Voting opens in ${formatDuration(state.at - now)}` : 'Voting opens now',
      };
    case 'closes':
      return {
        announced,
        state,
        when,
        left,
        text: state.at > now ? `Voting closes in ${formatDuration(state.at - now)}` : 'Voting closes now',
      };
    case 'closed':
      return { announced, state, when, left, text: 'Voting has closed' };
    default:
      return { announced, state, when, left, text: null };
  }
}
