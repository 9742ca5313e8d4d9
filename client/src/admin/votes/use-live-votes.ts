import { useEffect, useEffectEvent } from 'react';
import type { VoteUpdate } from '@pageant/common/content/voting';

/**
 * Calls onUpdate for every `vote:update` broadcast and onReconnect after the socket comes back (updates
 * sent while it was away are not replayed). The socket client is loaded on demand, as the app shell does.
 */
export function useLiveVotes(onUpdate: (u: VoteUpdate) => void, onReconnect: () => void) {
  const update = useEffectEvent(onUpdate);
  const reconnect = useEffectEvent(onReconnect);
  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    import('@/api/socket')
      .then(({ getSocket, subscribe }) => {
        if (cancelled) return;
        const unsubscribe = subscribe('vote:update', (u) => update(u));
        const manager = getSocket().io;
        const onReconnected = () => reconnect();
        manager.on('reconnect', onReconnected);
        cleanup = () => {
          unsubscribe();
          manager.off('reconnect', onReconnected);
        };
      })
      .catch((err: unknown) => console.error('Failed to connect for live votes', err));
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);
}
