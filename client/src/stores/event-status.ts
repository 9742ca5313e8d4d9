import { create } from 'zustand';
import { getEventStatus, type EventSchedule, type EventStatus } from '@/api/event';
import { EVENT_STATUS_PATH } from '@/ssr/route-plan';
import { useSsrData } from '@/ssr/ssr-data';

interface EventStatusState {
  isActive: boolean;
  /** The announced window, or null when none is set (issue #15). */
  schedule: EventSchedule | null;
  /** The public sees no counts (from hideCountsFrom until the reveal). */
  countsHidden: boolean;
  /** true until the first status fetch ends, success or failure (SPEC §4). */
  loading: boolean;
  fetchStatus: () => Promise<void>;
  setActive: (isActive: boolean) => void;
  /** A whole answer (GET /event/status, or an `event:status` broadcast that carries one). */
  setStatus: (status: EventStatus) => void;
}

/** The store's reading of an answer: an older server sends only isActive, which means no schedule and public counts. */
export function readStatus(status: EventStatus): Pick<EventStatusState, 'isActive' | 'schedule' | 'countsHidden'> {
  return { isActive: Boolean(status.isActive), schedule: status.schedule ?? null, countsHidden: Boolean(status.countsHidden) };
}

// Reads overlap when a boundary timer, a broadcast and a reconnect all ask at once: only the latest answer counts.
let latestRead = 0;

export const useEventStatus = create<EventStatusState>((set) => ({
  isActive: false,
  schedule: null,
  countsHidden: false,
  loading: true,
  async fetchStatus() {
    const read = ++latestRead;
    try {
      const status = await getEventStatus();
      if (read === latestRead) set({ ...readStatus(status), loading: false });
    } catch (err) {
      // SPEC §8: logged only; the event stays as it was (inactive before the first answer).
      console.error('Failed to load event status', err);
      set({ loading: false });
    }
  },
  setActive(isActive) {
    set({ isActive });
  },
  setStatus(status) {
    latestRead++;
    set({ ...readStatus(status), loading: false });
  },
}));

/**
 * The switch as a render should show it: the store once it has loaded; before that, the answer
 * the page was server-rendered with, so the server's HTML and the hydrating render agree.
 */
export function useEventActive(): { loading: boolean; isActive: boolean } {
  const { loading, isActive } = useEventView();
  return { loading, isActive };
}

/** The whole status as a render should show it (same rule as useEventActive). */
export function useEventView(): { loading: boolean; isActive: boolean; schedule: EventSchedule | null; countsHidden: boolean } {
  const loading = useEventStatus((s) => s.loading);
  const isActive = useEventStatus((s) => s.isActive);
  const schedule = useEventStatus((s) => s.schedule);
  const countsHidden = useEventStatus((s) => s.countsHidden);
  const rendered = useSsrData<EventStatus>(EVENT_STATUS_PATH);
  if (loading && rendered) return { loading: false, ...readStatus(rendered) };
  return { loading, isActive, schedule, countsHidden };
}

/** Whether the schedule has any instant at all: only then does a page need the boundary timer or the countdown. */
export const hasBoundaries = (schedule: EventSchedule | null): boolean =>
  Boolean(schedule && (schedule.opensAt || schedule.closesAt || schedule.hideCountsFrom));

/** Whether a voting window is announced (an opening or a closing time): decided without a clock, so server and browser agree. */
export const hasWindow = (schedule: EventSchedule | null): boolean => Boolean(schedule && (schedule.opensAt || schedule.closesAt));
