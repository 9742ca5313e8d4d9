import http from 'node:http';
import { jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { EMPTY_SCHEDULE, type EventStatus } from '@pageant/common';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { ADMIN_ROOM, attachRealtime } from '../src/realtime/socket';
import { createTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
const instances: {
  server: http.Server;
  bus: DomainBus;
  close: () => Promise<void>;
  url: string;
  io: ReturnType<typeof attachRealtime>['io'];
}[] = [];
const sockets: Socket[] = [];

/** A server instance as index.ts builds it: HTTP + Socket.IO with the PostgreSQL adapter. */
async function startInstance() {
  const server = http.createServer();
  const bus = new DomainBus();
  const realtime = attachRealtime(server, { bus, pool: database.pool, logger: createLogger('silent') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const inst = { server, bus, close: realtime.close, url, io: realtime.io };
  instances.push(inst);
  return inst;
}

async function client(url: string, auth: Record<string, unknown> = {}): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], reconnection: false, auth });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', resolve);
    s.once('connect_error', reject);
  });
  return s;
}

// Real time, kept before any test fakes the timers: I/O (the relay's NOTIFY) still takes real time.
const realSetTimeout = setTimeout;
const realWait = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  for (const i of instances) await i.close();
  await database.close();
});

describe('realtime', () => {
  test('when the event switch changes, then connected clients receive event:status', async () => {
    const inst = await startInstance();
    const s = await client(inst.url);
    const got = next<EventStatus>(s, 'event:status');
    const status: EventStatus = { isActive: true, schedule: EMPTY_SCHEDULE, countsHidden: false };
    inst.bus.publish('event.statusChanged', status);
    await expect(got).resolves.toEqual(status);
  });

  test('when two instances share the database, then a vote credited on one reaches clients of the other', async () => {
    const a = await startInstance();
    const b = await startInstance();
    const onB = await client(b.url);
    const got = next<{ candidateId: string; voteCount: number }>(onB, 'vote:update');
    // The adapter subscribes with LISTEN asynchronously; give it a moment before publishing.
    await new Promise((r) => setTimeout(r, 300));
    a.bus.publish('votes.credited', { candidateId: 'c-1', name: 'Ananya Sharma', voteCount: 1200, seq: 7, countsHidden: false });
    await expect(got).resolves.toEqual({ candidateId: 'c-1', name: 'Ananya Sharma', voteCount: 1200, seq: 7 });
  });

  test('when counts were hidden after a vote was credited but before its update went out, then the public hears nothing and admins the count', async () => {
    const inst = await startInstance();
    const s = await client(inst.url);
    const heard: unknown[] = [];
    s.on('vote:update', (u: unknown) => heard.push(u));
    // An admin's socket, put in the admins' room as the session check does (this bare server has no app to check with).
    const admin = await client(inst.url);
    const [onServer] = await inst.io.in(admin.id!).fetchSockets();
    onServer!.join(ADMIN_ROOM);
    const forAdmin = next<{ candidateId: string; voteCount: number | null; seq: number }>(admin, 'vote:update');
    // Credited while counts were shown, then the hiding boundary passes within the coalescing window.
    inst.bus.publish('votes.credited', { candidateId: 'c-2', name: 'Kavya Reddy', voteCount: 700, seq: 3, countsHidden: false });
    inst.bus.publish('event.stateChanged', { isActive: true, schedule: EMPTY_SCHEDULE, countsHidden: true });
    await expect(forAdmin).resolves.toEqual({ candidateId: 'c-2', name: 'Kavya Reddy', voteCount: 700, seq: 3 });
    // Issue #26: no frame for the public at all. A status sent now reaches the socket after anything written to it before.
    const status = next<EventStatus>(s, 'event:status');
    inst.bus.publish('event.statusChanged', { isActive: true, schedule: EMPTY_SCHEDULE, countsHidden: true });
    await status;
    expect(heard).toEqual([]);
  });

  test('when instances credit before a boundary, then every instance writes both credits in the window closing just after it', async () => {
    const a = await startInstance();
    const b = await startInstance();
    const onA = await client(a.url, { batch: true });
    const onB = await client(b.url, { batch: true });
    const framesA: { candidateId: string }[][] = [];
    const framesB: { candidateId: string }[][] = [];
    onA.on('vote:updates', (list: { candidateId: string }[]) => framesA.push(list));
    onB.on('vote:updates', (list: { candidateId: string }[]) => framesB.push(list));
    await realWait(300);
    // 10 ms past a boundary of every width; one socket an instance: 50 ms windows, written 40 ms after each boundary.
    const boundary = 1_700_000_000_000;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: boundary + 10 });
    try {
      a.bus.publish('votes.credited', { candidateId: 'c-a', name: 'Ananya Sharma', voteCount: 10, seq: 1, countsHidden: false });
      b.bus.publish('votes.credited', { candidateId: 'c-b', name: 'Kavya Reddy', voteCount: 20, seq: 1, countsHidden: false });
      // The relays go at the boundary (+50) and land on the other instance before its window closes (+90).
      jest.advanceTimersByTime(40);
      await realWait(300);
      expect([framesA, framesB]).toEqual([[], []]);
      jest.advanceTimersByTime(40);
      for (let waited = 0; (framesA.length === 0 || framesB.length === 0) && waited < 3000; waited += 20) await realWait(20);
    } finally {
      jest.useRealTimers();
    }
    const ids = (frames: { candidateId: string }[][]) => frames.map((list) => list.map((u) => u.candidateId).sort());
    expect(ids(framesA)).toEqual([['c-a', 'c-b']]);
    expect(ids(framesB)).toEqual([['c-a', 'c-b']]);
  });
});
