import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { EventStatus, LiveVoteUpdate } from '@pageant/common';
import type { MeLiveFrame } from '@pageant/common/content/cockpit';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { DomainBus } from '../events';
import type { Logger } from '../logger';
import { adminMembership, type AdminSessionRules } from './admin-membership';
import { coalesceByKey, VOTE_UPDATE_WINDOW_MS } from './coalesce';
import { contestantRooms, type MeLiveSource } from './contestant-room';
import { emitFrameOnce } from './frame-once';

export interface ServerToClientEvents {
  'event:status': (payload: EventStatus) => void;
  'vote:update': (payload: LiveVoteUpdate) => void;
  /** A window's updates in one frame, for sockets that asked for batches (BATCH_ROOM). */
  'vote:updates': (payload: LiveVoteUpdate[]) => void;
  /** Her own count and rank, to her room only (issue #30, contestant-room.ts). */
  'me:update': (payload: MeLiveFrame) => void;
}

type HeldUpdate = LiveVoteUpdate & { countsHidden: boolean };

/** Between instances: "re-read the schedule", sent when an admin changed it here; a window of vote updates credited here. */
interface InterServerEvents {
  'event:changed': () => void;
  'votes:window': (updates: HeldUpdate[]) => void;
  /** A contestant was created, edited or deleted on the sending instance. */
  'candidates:changed': () => void;
  /** An owner disabled this admin on the sending instance (issue #34): her sockets here close too. */
  'admin:disabled': (adminId: string) => void;
  /** The season calendar was saved on the sending instance (issue #32). */
  'season:changed': () => void;
}

/**
 * Sockets that connected with `auth: { batch: true }` (the site's own pages and /live) get one
 * `vote:updates` frame per window instead of one `vote:update` frame per contestant: on finale
 * night that is the difference between about 20 and about 600 frames a second for each of
 * thousands of sockets (BENCHMARKS.md, finale). `vote:update` stays as DESIGN §6 has it for the rest.
 */
export const BATCH_ROOM = 'batch';
/** Frames an instance aims to write per second at most, and the widest delivery window that allows. */
const FRAMES_PER_SECOND = 5_000;
const MAX_DELIVERY_WINDOW_MS = 500;
/**
 * How long after a boundary an instance waits for the others' relays of that boundary (one NOTIFY
 * through PostgreSQL, a few ms when nothing holds either event loop) before writing its window.
 */
const RELAY_GRACE_MS = 40;
const ADMIN_BATCH_ROOM = 'admins-batch';

/** Sockets opened by a logged-in admin: they keep seeing counts while the public's are hidden (issue #15). */
export const ADMIN_ROOM = 'admins';

/**
 * Socket.IO on the HTTP server. Broadcasts go through PostgreSQL (LISTEN/NOTIFY) so every
 * instance sharing the database reaches its own clients (DESIGN §6).
 */
export function attachRealtime(
  server: HttpServer,
  /** `admins`: the app's session rules; without them (a bare realtime in a test) no socket is an admin's. */
  deps: {
    bus: DomainBus;
    pool: pg.Pool;
    logger: Logger;
    admins?: AdminSessionRules;
    /** Her own room's reads (issue #30); without them no socket joins a contestant's room. */
    contestants?: MeLiveSource;
  },
) {
  const io = new Server<Record<string, never>, ServerToClientEvents, InterServerEvents>(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    adapter: createAdapter(deps.pool, { errorHandler: (err) => deps.logger.warn({ err }, 'socket.io postgres adapter error') }),
  });

  const admins = deps.admins ? adminMembership({ pool: deps.pool, logger: deps.logger, rules: deps.admins }) : null;
  const contestants = contestantRooms({
    source: deps.contestants ?? { candidateOf: async () => null, frames: async () => [] },
    logger: deps.logger,
    rules: deps.admins,
    roomsHere: () => io.of('/').adapter.rooms.keys(),
    emit: (room, frame) => io.local.to(room).emit('me:update', frame),
  });
  // Sockets on this instance that take single updates: while there are none, none are encoded.
  let singles = 0;
  io.on('connection', (socket) => {
    const auth = (typeof socket.handshake.auth === 'object' && socket.handshake.auth !== null ? socket.handshake.auth : {}) as {
      batch?: unknown;
      public?: unknown;
    };
    const batch = auth.batch === true;
    if (batch) void socket.join(BATCH_ROOM);
    else {
      singles++;
      socket.once('disconnect', () => singles--);
    }
    // A page that must show only what the public sees (the /live stage display on a logged-in
    // laptop) opens its socket with auth { public: true }: its session cookie is then ignored.
    if (auth.public === true) return;
    void admins?.admit(socket, batch ? [ADMIN_ROOM, ADMIN_BATCH_ROOM] : [ADMIN_ROOM]);
    void contestants.admit(socket);
  });
  io.on('event:changed', () => deps.bus.publish('event.changedElsewhere', {}));
  io.on('admin:disabled', (adminId) => admins?.endAdmin(adminId));
  io.on('season:changed', () => deps.bus.publish('season.changedElsewhere', {}));

  // The latest status this instance computed (each boundary, each change): an update credited just
  // before counts were hidden and sent out just after (the coalescing window) is hidden too.
  let hiddenNow = false;
  /** This instance's own sockets; every instance runs it for every window (its own, and others' via votes:window). */
  const delivered = new Map<string, number>();
  const deliver = (window: HeldUpdate[]) => {
    // Another instance's window can arrive after this one already sent a newer seq of hers: every
    // client would drop it (issue #15's rule), so it is not written to thousands of sockets at all.
    const held = window.filter((u) => u.seq > (delivered.get(u.candidateId) ?? -1));
    if (!held.length) return;
    held.forEach((u) => delivered.set(u.candidateId, u.seq));
    // Any count that moved can move her rank, whoever's it was.
    contestants.refresh();
    const local = io.local;
    const full = held.map(({ countsHidden: _hidden, ...update }) => update);
    // While counts are hidden the public hears nothing at all (issue #26): even a frame without the
    // count, at the moment a payment settles, says who was paid for. Hidden if the crediting instance
    // or this one says so (the status each computed at its last change); pages re-read at the reveal.
    const hidden = hiddenNow || held.some((u) => u.countsHidden);
    // Thousands of batch sockets take the same bytes: one frame built, one write each (frame-once.ts).
    emitFrameOnce(io.of('/'), hidden ? ADMIN_BATCH_ROOM : BATCH_ROOM, 'vote:updates', full);
    if (singles <= 0) return;
    full.forEach((update) => {
      if (!hidden) return void local.except(BATCH_ROOM).emit('vote:update', update);
      local.to(ADMIN_ROOM).except(ADMIN_BATCH_ROOM).emit('vote:update', update);
    });
  };
  // Two stages. Credits made here are gathered for VOTE_UPDATE_WINDOW_MS and passed to the other
  // instances as one message (a PostgreSQL NOTIFY), not one per contestant and audience. What reaches
  // this instance's sockets, from here and from the others, is gathered again, newest seq per
  // contestant, so each socket gets one frame per delivery window whatever the number of instances;
  // that window widens with the sockets listening here, keeping the frames written near
  // FRAMES_PER_SECOND (5,000 phones on two instances: 500 ms, BENCHMARKS.md finale).
  // Both stages close on the wall clock's boundaries (coalesce.ts, `aligned`): the relay at each 50 ms
  // boundary, the delivery RELAY_GRACE_MS after a boundary of its width, so every instance writes a
  // credit made before a boundary in that same window. Windows opened at each instance's own first
  // update had independent phases: a credit waited for the later of two windows (issue #28, session 19).
  const deliveries = coalesceByKey<HeldUpdate>(
    deliver,
    () => Math.min(MAX_DELIVERY_WINDOW_MS, Math.max(VOTE_UPDATE_WINDOW_MS, (io.of('/').sockets.size * 1000) / FRAMES_PER_SECOND)),
    { aligned: { offsetMs: RELAY_GRACE_MS } },
  );
  io.on('votes:window', (held) => {
    // Counts changed there: this instance's cached lists drop before its pages hear of it.
    deps.bus.publish('candidates.changedElsewhere', {});
    held.forEach((u) => deliveries.push(u));
  });
  io.on('candidates:changed', () => {
    deps.bus.publish('candidates.changedElsewhere', {});
    contestants.refresh();
  });
  const voteUpdates = coalesceByKey<HeldUpdate>(
    (credited) => {
      const held = hiddenNow ? credited.map((u) => ({ ...u, countsHidden: true })) : credited;
      io.serverSideEmit('votes:window', held);
      held.forEach((u) => deliveries.push(u));
    },
    VOTE_UPDATE_WINDOW_MS,
    { aligned: { offsetMs: 0 } },
  );
  const unsubscribe = [
    deps.bus.on('event.statusChanged', (status) => {
      io.emit('event:status', status);
      io.serverSideEmit('event:changed');
    }),
    deps.bus.on('votes.credited', (p) => voteUpdates.push(p)),
    deps.bus.on('admin.disabled', ({ adminId }) => {
      io.serverSideEmit('admin:disabled', adminId);
      admins?.endAdmin(adminId);
    }),
    deps.bus.on('season.changed', () => io.serverSideEmit('season:changed')),
    deps.bus.on('candidates.changed', () => {
      io.serverSideEmit('candidates:changed');
      contestants.refresh();
    }),
    deps.bus.on('event.stateChanged', (status) => {
      hiddenNow = status.countsHidden;
      contestants.refresh();
    }),
  ];
  return {
    io,
    async close() {
      unsubscribe.forEach((off) => off());
      admins?.close();
      voteUpdates.flush();
      deliveries.flush();
      await contestants.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
