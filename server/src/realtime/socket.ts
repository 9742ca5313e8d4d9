import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { EventStatus, LiveVoteUpdate } from '@pageant/common';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { DomainBus } from '../events';
import { SESSION_COOKIE } from '../http/session';
import type { Logger } from '../logger';
import { coalesceByKey } from './coalesce';

export interface ServerToClientEvents {
  'event:status': (payload: EventStatus) => void;
  'vote:update': (payload: LiveVoteUpdate) => void;
}

/** Between instances: "re-read the schedule", sent when an admin changed it here. */
interface InterServerEvents {
  'event:changed': () => void;
}

/** Sockets opened by a logged-in admin: they keep seeing counts while the public's are hidden (issue #15). */
export const ADMIN_ROOM = 'admins';

const ADMIN_CHECK_TIMEOUT_MS = 2000;

/**
 * Whether the handshake carries a live admin session. The app itself decides, over loopback, exactly
 * as it does for the admin's HTTP calls (signature, expiry, logout); only handshakes that carry the
 * session cookie are asked about, so the public's sockets cost nothing.
 */
async function isAdminHandshake(req: IncomingMessage): Promise<boolean> {
  const cookie = req.headers.cookie;
  if (!cookie?.includes(`${SESSION_COOKIE}=`)) return false;
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return false;
  const host = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  const origin = host.includes(':') ? `http://[${host}]:${localPort}` : `http://${host}:${localPort}`;
  try {
    const res = await fetch(`${origin}/api/admin/check`, { headers: { cookie }, signal: AbortSignal.timeout(ADMIN_CHECK_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Socket.IO on the HTTP server. Broadcasts go through PostgreSQL (LISTEN/NOTIFY) so every
 * instance sharing the database reaches its own clients (DESIGN §6).
 */
export function attachRealtime(server: HttpServer, deps: { bus: DomainBus; pool: pg.Pool; logger: Logger }) {
  const io = new Server<Record<string, never>, ServerToClientEvents, InterServerEvents>(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    adapter: createAdapter(deps.pool, { errorHandler: (err) => deps.logger.warn({ err }, 'socket.io postgres adapter error') }),
  });

  io.on('connection', (socket) => {
    // A page that must show only what the public sees (the /live stage display on a logged-in
    // laptop) opens its socket with auth { public: true }: its session cookie is then ignored.
    if ((socket.handshake.auth as { public?: unknown } | undefined)?.public === true) return;
    void isAdminHandshake(socket.request).then((admin) => {
      if (admin && socket.connected) void socket.join(ADMIN_ROOM);
    });
  });
  io.on('event:changed', () => deps.bus.publish('event.changedElsewhere', {}));

  // The latest status this instance computed (each boundary, each change): an update credited just
  // before counts were hidden and sent out just after (the coalescing window) is hidden too.
  let hiddenNow = false;
  const voteUpdates = coalesceByKey<LiveVoteUpdate & { countsHidden: boolean }>(({ countsHidden, ...update }) => {
    if (!countsHidden && !hiddenNow) return void io.emit('vote:update', update);
    // The public learns that she moved (the seq), never by how much.
    io.to(ADMIN_ROOM).emit('vote:update', update);
    io.except(ADMIN_ROOM).emit('vote:update', { ...update, voteCount: null });
  });
  const unsubscribe = [
    deps.bus.on('event.statusChanged', (status) => {
      io.emit('event:status', status);
      io.serverSideEmit('event:changed');
    }),
    deps.bus.on('votes.credited', (p) => voteUpdates.push(p)),
    deps.bus.on('event.stateChanged', (status) => {
      hiddenNow = status.countsHidden;
    }),
  ];
  return {
    io,
    async close() {
      unsubscribe.forEach((off) => off());
      voteUpdates.flush();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
