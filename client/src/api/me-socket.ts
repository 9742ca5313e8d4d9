import { io, type Socket } from 'socket.io-client';
import type { MeLiveFrame } from '@pageant/common/content/cockpit';

interface MeEvents {
  'me:update': (frame: MeLiveFrame) => void;
}

/**
 * Her own live channel (issue #30). A connection of its own, opened by /me: the server puts a socket in
 * her room when its handshake carries her session cookie, and the tab's shared socket may have shaken
 * hands before she signed in (the sign-in page opens it at the first tap). Returns the close.
 */
export function openMeChannel(onFrame: (frame: MeLiveFrame) => void, onReconnect: () => void): () => void {
  const socket: Socket<MeEvents, Record<never, never>> = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    withCredentials: true,
    forceNew: true,
    auth: { batch: true },
  });
  socket.on('me:update', onFrame);
  socket.io.on('reconnect', onReconnect);
  return () => {
    socket.io.off('reconnect', onReconnect);
    socket.close();
  };
}
