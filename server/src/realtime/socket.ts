import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { DomainBus } from '../events';
import type { Logger } from '../logger';
import { coalesceByKey } from './coalesce';

export interface ServerToClientEvents {
  'event:status': (payload: { isActive: boolean }) => void;
  'vote:update': (payload: { candidateId: string; name: string; voteCount: number }) => void;
}

/**
 * Socket.IO on the HTTP server. Broadcasts go through PostgreSQL (LISTEN/NOTIFY) so every
 * instance sharing the database reaches its own clients (DESIGN §6).
 */
export function attachRealtime(server: HttpServer, deps: { bus: DomainBus; pool: pg.Pool; logger: Logger }) {
  const io = new Server<Record<string, never>, ServerToClientEvents>(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    adapter: createAdapter(deps.pool, { errorHandler: (err) => deps.logger.warn({ err }, 'socket.io postgres adapter error') }),
  });
  const voteUpdates = coalesceByKey<{ candidateId: string; name: string; voteCount: number }>((p) => io.emit('vote:update', p));
  const unsubscribe = [
    deps.bus.on('event.statusChanged', (p) => io.emit('event:status', p)),
    deps.bus.on('votes.credited', (p) => voteUpdates.push(p)),
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
