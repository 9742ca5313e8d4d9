import { nextBoundary } from '@pageant/common/content/schedule-rules';
import { useEventStatus } from './event-status';

/**
 * Re-reads after a boundary, counted from the boundary on this device's clock. The first comes just
 * after it; the later ones cover a device clock running ahead of the server's and a server still
 * committing the flip. Each boundary gets only these reads, so a page left open for hours stays quiet.
 */
export const REREAD_AFTER_BOUNDARY_MS = [400, 2_500, 8_000] as const;

/** setTimeout overflows past ~24.8 days; a far boundary is planned again from a closer wake-up. */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** The next opening, closing or hiding of counts after `now`, in ms; null when none is left. */
const nextAt = (now: number): number | null => {
  const { schedule } = useEventStatus.getState();
  return schedule ? (nextBoundary(schedule, now)?.getTime() ?? null) : null;
};

/**
 * Keeps the store right across scheduled boundaries on a page nobody touches (whose live channel
 * never opened): at each boundary of the current schedule it re-reads /api/event/status by itself.
 * A broadcast that arrives first changes nothing here: the re-read then confirms it. Returns a stop.
 */
export function followBoundaries(now: () => number = Date.now): () => void {
  let wake: ReturnType<typeof setTimeout> | undefined;
  const rereads = new Set<ReturnType<typeof setTimeout>>();
  const reread = () => void useEventStatus.getState().fetchStatus();

  const plan = () => {
    clearTimeout(wake);
    const at = nextAt(now());
    if (at === null) return;
    wake = setTimeout(
      () => {
        if (now() < at) return plan();
        for (const after of REREAD_AFTER_BOUNDARY_MS) {
          const t = setTimeout(() => {
            rereads.delete(t);
            reread();
          }, after);
          rereads.add(t);
        }
        plan();
      },
      Math.min(Math.max(0, at - now()), MAX_WAIT_MS),
    );
  };

  plan();
  const unsubscribe = useEventStatus.subscribe((s, prev) => {
    if (s.schedule !== prev.schedule) plan();
  });
  return () => {
    unsubscribe();
    clearTimeout(wake);
    rereads.forEach(clearTimeout);
    rereads.clear();
  };
}
