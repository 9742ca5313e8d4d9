import type { IncomingMessage } from 'node:http';
import type { MeLiveFrame } from '@pageant/common/content/cockpit';
import { fromOwnPages } from '../http/origin';
import type { Logger } from '../logger';
import type { AdminSessionRules } from './admin-membership';

/** Her own room (issue #30): `me:<candidateId>`, joined only by sockets that carry her contestant session. */
export const ME_ROOM_PREFIX = 'me:';
export const meRoom = (candidateId: string) => `${ME_ROOM_PREFIX}${candidateId}`;

/** What the rooms ask the database, given by the app (server/src/me-live-source.ts): realtime sits below the modules. */
export interface MeLiveSource {
  /** Her candidate, when this Cookie header carries a live contestant session and she is on the voting page. */
  candidateOf(cookieHeader: string | undefined): Promise<string | null>;
  /** The frames of these contestants, read in one query, hidden rule applied. */
  frames(candidateIds: string[]): Promise<MeLiveFrame[]>;
}

/** The part of a Socket.IO server socket this needs. */
interface ContestantSocket {
  request: IncomingMessage;
  connected: boolean;
  join(room: string): Promise<void> | void;
  emit(event: 'me:update', frame: MeLiveFrame): unknown;
}

/**
 * The contestants' rooms on this instance. Every change that can move a count or a rank (a window of
 * credits or reversals from any instance, a contestant written anywhere, counts hidden or revealed)
 * asks for a refresh; one query then reads every contestant with a room here, and only the frames
 * that differ from the last one sent are written. Each instance serves only its own sockets: the
 * windows already reach every instance, so no frame of hers needs to cross PostgreSQL.
 */
export function contestantRooms(deps: {
  source: MeLiveSource;
  logger: Logger;
  /** Without the app's rules (a bare realtime in a test) no socket is anyone's: the Origin cannot be judged. */
  rules?: AdminSessionRules;
  /** The room names on this instance (the adapter's local rooms). */
  roomsHere: () => Iterable<string>;
  emit: (room: string, frame: MeLiveFrame) => void;
}) {
  const { source, logger } = deps;
  const lastSent = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const candidatesHere = () => [...deps.roomsHere()].filter((r) => r.startsWith(ME_ROOM_PREFIX)).map((r) => r.slice(ME_ROOM_PREFIX.length));

  function run() {
    timer = null;
    const ids = candidatesHere();
    for (const id of lastSent.keys()) if (!ids.includes(id)) lastSent.delete(id);
    if (!ids.length || stopped) return;
    running = source
      .frames(ids)
      .then((frames) => {
        for (const frame of frames) {
          const key = JSON.stringify(frame);
          if (lastSent.get(frame.candidateId) === key) continue;
          lastSent.set(frame.candidateId, key);
          deps.emit(meRoom(frame.candidateId), frame);
        }
      })
      .catch((err: unknown) => logger.warn({ err }, 'contestant rooms: refresh failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          refresh();
        }
      });
  }

  /** At most one query in flight and one waiting: a burst of windows costs one read per window, not one per change. */
  function refresh(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    timer ??= setTimeout(run, 0);
  }

  return {
    refresh,
    /** Puts the socket in her room when its handshake carries her session and she is on the voting page; then sends her frame. */
    async admit(socket: ContestantSocket): Promise<void> {
      // As for admin sockets: a foreign page's socket is a public one, whatever cookie rode along.
      if (!deps.rules || !fromOwnPages(socket.request, deps.rules.publicOrigin, deps.rules.trustProxy)) return;
      try {
        const candidateId = await source.candidateOf(socket.request.headers.cookie);
        if (!candidateId || !socket.connected) return;
        await socket.join(meRoom(candidateId));
        const [frame] = await source.frames([candidateId]);
        if (!frame || !socket.connected) return;
        socket.emit('me:update', frame);
        // The room's first member: the next refresh sends only what differs from this. (With others already
        // there, what they were last sent stays the reference, so a change still pending reaches them too.)
        if (!lastSent.has(candidateId)) lastSent.set(candidateId, JSON.stringify(frame));
      } catch (err) {
        // Never thrown at the caller, which does not wait: the socket simply stays a public one.
        logger.warn({ err }, 'contestant rooms: session check failed');
      }
    },
    async close(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
