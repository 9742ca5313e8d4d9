import { useEffect } from 'react';
import type { EventStatus } from '@/api/event';
import { hasBoundaries, useEventStatus } from '@/stores/event-status';
import { EVENT_STATUS_PATH } from '@/ssr/route-plan';
import { useSsrData } from '@/ssr/ssr-data';

/** What a visitor does first when she engages with a page; any one opens the live channel. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Loads the event switch once and keeps it live from the server's 'event:status' broadcasts.
 * A server-rendered page already carries the switch, so it is not asked for again. The live channel
 * (socket.io-client, 12 KB gzipped, and a connection) opens at the visitor's first interaction
 * instead of with the page: a page only looked at stays light, and is re-read when its tab is shown
 * again. Voting pages open the channel themselves for their counts.
 */
export function useEventStatusSync(): void {
  const rendered = useSsrData<EventStatus>(EVENT_STATUS_PATH);

  useEffect(() => {
    const { fetchStatus, setStatus, loading } = useEventStatus.getState();
    if (rendered && loading) setStatus(rendered);
    else void fetchStatus();
    let cancelled = false;
    // Issue #15: a page nobody touched has no live channel, yet must flip at each scheduled boundary.
    // The timer's code loads only once a schedule exists, so the first load of a page stays as light.
    let stopBoundaries: (() => void) | undefined;
    let boundariesLoading = false;
    const followSchedule = () => {
      if (boundariesLoading || !hasBoundaries(useEventStatus.getState().schedule)) return;
      boundariesLoading = true;
      import('@/stores/boundaries')
        .then(({ followBoundaries }) => {
          if (!cancelled) stopBoundaries = followBoundaries();
        })
        .catch((err: unknown) => console.error('Failed to follow the voting schedule', err));
    };
    followSchedule();
    const stopWatching = useEventStatus.subscribe(followSchedule);

    let cleanup: (() => void) | undefined;
    const connect = () => {
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, connect));
      if (cancelled || cleanup) return;
      import('@/api/socket')
        .then(({ getSocket, subscribe }) => {
          if (cancelled) return;
          // The broadcast carries the whole status (issue #15: the switch, the schedule, hidden counts).
          const unsubscribe = subscribe('event:status', (status) => setStatus(status));
          // A switch flipped while we were disconnected is not re-broadcast, so re-read it on reconnect.
          const manager = getSocket().io;
          const refetch = () => void fetchStatus();
          manager.on('reconnect', refetch);
          cleanup = () => {
            unsubscribe();
            manager.off('reconnect', refetch);
          };
        })
        .catch((err: unknown) => console.error('Failed to connect for live event status', err));
    };
    FIRST_INTERACTION.forEach((type) => window.addEventListener(type, connect, { passive: true }));
    const onShown = () => {
      if (document.visibilityState === 'visible' && !cleanup) void fetchStatus();
    };
    document.addEventListener('visibilitychange', onShown);

    return () => {
      cancelled = true;
      stopWatching();
      stopBoundaries?.();
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, connect));
      document.removeEventListener('visibilitychange', onShown);
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only: the rendered answer matters for the first page alone
  }, []);
}
