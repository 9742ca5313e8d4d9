import { useEffect } from 'react';
import { useEventStatus } from '@/stores/event-status';

/** Loads the event switch once and keeps it live from the server's 'event:status' broadcasts. */
export function useEventStatusSync(): void {
  useEffect(() => {
    const { fetchStatus, setActive } = useEventStatus.getState();
    void fetchStatus();

    let cancelled = false;
    let cleanup: (() => void) | undefined;
    // Loaded on demand so socket.io-client stays out of the first-load bundle.
    import('@/api/socket')
      .then(({ getSocket, subscribe }) => {
        if (cancelled) return;
        const unsubscribe = subscribe('event:status', ({ isActive }) => setActive(Boolean(isActive)));
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

    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);
}
