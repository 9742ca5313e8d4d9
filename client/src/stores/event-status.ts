import { create } from 'zustand';
import { getEventStatus } from '@/api/event';
import { EVENT_STATUS_PATH } from '@/ssr/route-plan';
import { useSsrData } from '@/ssr/ssr-data';

interface EventStatusState {
  isActive: boolean;
  /** true until the first status fetch ends, success or failure (SPEC §4). */
  loading: boolean;
  fetchStatus: () => Promise<void>;
  setActive: (isActive: boolean) => void;
}

export const useEventStatus = create<EventStatusState>((set) => ({
  isActive: false,
  loading: true,
  async fetchStatus() {
    try {
      const { isActive } = await getEventStatus();
      set({ isActive: Boolean(isActive), loading: false });
    } catch (err) {
      // SPEC §8: logged only; the event stays inactive.
      console.error('Failed to load event status', err);
      set({ loading: false });
    }
  },
  setActive(isActive) {
    set({ isActive });
  },
}));

/**
 * The switch as a render should show it: the store once it has loaded; before that, the answer
 * the page was server-rendered with, so the server's HTML and the hydrating render agree.
 */
export function useEventActive(): { loading: boolean; isActive: boolean } {
  const loading = useEventStatus((s) => s.loading);
  const isActive = useEventStatus((s) => s.isActive);
  const rendered = useSsrData<{ isActive?: unknown }>(EVENT_STATUS_PATH);
  if (loading && rendered) return { loading: false, isActive: Boolean(rendered.isActive) };
  return { loading, isActive };
}
