import { useEffect, useEffectEvent } from 'react';
import type { VoteUpdate } from '@pageant/common/content/voting';
import { getSocket, subscribe } from '@/api/socket';

/**
 * Live `vote:update` broadcasts (DESIGN §6), applied in place without refetching. Socket.IO
 * reconnects by itself; broadcasts missed while offline are not replayed, so `onReconnect`
 * lets a screen re-read what it shows.
 */
export function useVoteUpdates(onUpdate: (update: VoteUpdate) => void, onReconnect?: () => void): void {
  const update = useEffectEvent(onUpdate);
  const reconnected = useEffectEvent(() => onReconnect?.());
  useEffect(() => {
    const unsubscribe = subscribe('vote:update', (payload) => update(payload));
    const manager = getSocket().io;
    const onManagerReconnect = () => reconnected();
    manager.on('reconnect', onManagerReconnect);
    return () => {
      unsubscribe();
      manager.off('reconnect', onManagerReconnect);
    };
  }, []);
}
