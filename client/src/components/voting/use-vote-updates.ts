import { useEffect, useEffectEvent } from 'react';
import type { LiveVoteUpdate } from '@/api/live-votes';
import { useEventStatus } from '@/stores/event-status';
import { whenIdle } from './when-idle';

/**
 * Live `vote:update` broadcasts (DESIGN §6), applied in place without refetching. socket.io-client
 * loads once the page is idle, not with it (issue #14). Broadcasts sent before this subscription
 * (the page's answer may have left the server seconds ago) or while offline (Socket.IO reconnects by
 * itself but does not replay) are lost, so `onResync` lets a screen re-read what it shows: once when
 * the subscription starts, and after each reconnect. Updates may arrive in any order: each screen
 * applies one only when its `seq` is newer than what it shows (rank.ts withCount, seq.ts).
 */
export function useVoteUpdates(onUpdate: (update: LiveVoteUpdate) => void, onResync?: () => void): void {
  const update = useEffectEvent(onUpdate);
  const resync = useEffectEvent(() => {
    // The status too: a reveal or a hidden-counts boundary may have passed before the channel opened.
    void useEventStatus.getState().fetchStatus();
    onResync?.();
  });
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      import('@/api/socket')
        .then(({ getSocket, subscribe, subscribeVotes }) => {
          if (cancelled) return;
          const offVotes = subscribeVotes((payload) => update(payload));
          // Hidden counts and the reveal change what a voting view may show (issue #15): it follows the
          // status on the channel it already has, not only after the visitor's first interaction.
          const offStatus = subscribe('event:status', (status) => useEventStatus.getState().setStatus(status));
          const unsubscribe = () => {
            offVotes();
            offStatus();
          };
          const manager = getSocket().io;
          const onReconnect = () => resync();
          manager.on('reconnect', onReconnect);
          stop = () => {
            unsubscribe();
            manager.off('reconnect', onReconnect);
          };
          resync();
        })
        .catch((err: unknown) => console.error('Failed to connect for live votes', err));
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);
}
