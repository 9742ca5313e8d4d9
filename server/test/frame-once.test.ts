import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { emitFrameOnce } from '../src/realtime/frame-once';
import { until } from './helpers/finale';

/**
 * A room's broadcast written as one shared WebSocket frame (issue #28): every socket still gets the
 * same event as from Socket.IO's emit, in the order it was sent among the other emits, whatever the
 * frame's length and whatever the transport.
 */
let server: http.Server;
let io: Server;
let url: string;
const clients: Socket[] = [];

beforeAll(async () => {
  server = http.createServer();
  io = new Server(server, { serveClient: false });
  io.on('connection', (s) => void s.join('room'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

async function client(transports: ('websocket' | 'polling')[]) {
  const c = connect(url, { transports, reconnection: false });
  clients.push(c);
  const events: [string, unknown][] = [];
  c.onAny((event: string, payload: unknown) => events.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    c.once('connect', resolve);
    c.once('connect_error', reject);
  });
  await until(
    () =>
      io
        .of('/')
        .adapter.rooms.get('room')
        ?.has(c.id ?? '') === true,
  );
  return events;
}

const big = Array.from({ length: 2_000 }, (_, i) => ({ candidateId: `c-${i}`, name: 'Meera Iyer — ✓', seq: i }));

test('when frames are written once, then websocket and polling sockets get every event in the order sent, small, medium and over 64 KB', async () => {
  const ws = await client(['websocket']);
  const polling = await client(['polling']);
  const nsp = io.of('/');

  io.to('room').emit('status', 1);
  const direct = [
    emitFrameOnce(nsp, 'room', 'updates', [{ seq: 1 }]),
    emitFrameOnce(nsp, 'room', 'updates', big),
    emitFrameOnce(nsp, 'room', 'updates', big.slice(0, 3)),
  ];
  io.to('room').emit('status', 2);

  const expected = [
    ['status', 1],
    ['updates', [{ seq: 1 }]],
    ['updates', big],
    ['updates', big.slice(0, 3)],
    ['status', 2],
  ];
  await until(() => ws.length >= 5 && polling.length >= 5);
  expect(ws).toEqual(expected);
  expect(polling).toEqual(expected);
  expect(JSON.stringify(big).length).toBeGreaterThan(65_536);
  // Only the websocket socket took the shared frame; the polling one went through Engine.IO.
  expect(direct).toEqual([1, 1, 1]);
});

test('when a socket still has packets waiting for a drain, then its frame goes behind them, not ahead', async () => {
  const ws = await client(['websocket']);
  const socket = io.of('/').sockets.get([...io.of('/').sockets.keys()].at(-1) ?? '');
  // The first emit is written at once and leaves the transport busy until its write completes; the second waits in Engine.IO.
  socket?.emit('status', 1);
  socket?.emit('status', 2);
  expect((socket?.conn as unknown as { writeBuffer: unknown[] }).writeBuffer).toHaveLength(1);
  const direct = emitFrameOnce(io.of('/'), 'room', 'updates', [{ seq: 3 }]);

  await until(() => ws.length >= 3);
  expect(ws).toEqual([
    ['status', 1],
    ['status', 2],
    ['updates', [{ seq: 3 }]],
  ]);
  expect(direct).toBeLessThan(io.of('/').adapter.rooms.get('room')?.size ?? 0);
});
