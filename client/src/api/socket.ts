import { io, type Socket } from 'socket.io-client';
import type { EventStatus } from './event';
import type { LiveVoteUpdate } from './live-votes';

/** Events the server emits (DESIGN §6). */
export interface ServerToClientEvents {
  'event:status': (payload: EventStatus) => void;
  'vote:update': (payload: LiveVoteUpdate) => void;
  /** The updates of one broadcast window, sent instead of `vote:update` to sockets that ask for batches (ours do). */
  'vote:updates': (payload: LiveVoteUpdate[]) => void;
}
/** The client sends no events of its own. */
export type ClientToServerEvents = Record<never, never>;

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/** One shared connection per tab, same origin; socket.io reconnects by itself. */
export function getSocket(): AppSocket {
  socket ??= io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true, auth: { batch: true } });
  return socket;
}

export function subscribe<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): () => void {
  const s = getSocket();
  // socket.io's typed overloads don't narrow through a generic key; the map above keeps it honest.
  s.on(event, handler as never);
  return () => {
    s.off(event, handler as never);
  };
}

/** Every live vote update, one call per contestant, whether the server sends them one by one or a window at a time. */
export function subscribeVotes(handler: (update: LiveVoteUpdate) => void): () => void {
  const offOne = subscribe('vote:update', handler);
  const offMany = subscribe('vote:updates', (updates) => {
    if (Array.isArray(updates)) updates.forEach((u) => handler(u));
  });
  return () => {
    offOne();
    offMany();
  };
}

let publicSocket: AppSocket | null = null;

/**
 * A connection in the public's view (issue #15): the server ignores its session cookie, so the /live
 * stage display on a signed-in laptop never receives hidden counts. Its own connection, not the tab's shared one.
 */
export function getPublicSocket(): AppSocket {
  publicSocket ??= io({ path: '/socket.io', transports: ['websocket', 'polling'], forceNew: true, auth: { public: true, batch: true } });
  return publicSocket;
}
