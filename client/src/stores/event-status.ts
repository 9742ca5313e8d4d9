import { create } from 'zustand';
import { getEventStatus } from '@/api/event';

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
