import http from 'node:http';
import net from 'node:net';
import { applyServerTimeouts, HTTP_TIMEOUTS } from '../src/http/timeouts';
import { createTestContext, type TestContext } from './helpers/app';

/** A body that stops arriving is cut (issue #12 item 8); a slow but moving one is not. */
const IDLE_MS = 400;
let ctx: TestContext;
let server: http.Server;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({}, { bodyIdleTimeoutMs: IDLE_MS });
  server = http.createServer(ctx.app);
  applyServerTimeouts(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await ctx.close();
});

/** Sends the head, then the body's chunks `gapMs` apart; resolves with all that came back once the socket closes. */
function trickle(body: string, declaredLength: number, chunks: number, gapMs: number): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (d) => {
      reply += String(d);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - started }));
    socket.write(
      [
        'POST /api/admin/login HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${declaredLength}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    const size = Math.ceil(body.length / chunks);
    let i = 0;
    const next = () => {
      if (i >= body.length || socket.destroyed) return;
      socket.write(body.slice(i, i + size));
      i += size;
      setTimeout(next, gapMs);
    };
    next();
  });
}

describe('slow clients', () => {
  test('a body that stalls is answered 408 with the error JSON and the connection is closed', async () => {
    const { reply, closedAfterMs } = await trickle('{"user', 200, 1, 0);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain('"code":"REQUEST_TIMEOUT"');
    expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(closedAfterMs).toBeLessThan(IDLE_MS + 5000);
  });

  test('a body that keeps moving, however slowly, is read to the end', async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'wrong password here' });
    // Each gap is under the idle limit, the whole body takes several times it.
    const { reply } = await trickle(body, Buffer.byteLength(body), 8, IDLE_MS / 2);
    expect(reply).toMatch(/^HTTP\/1\.1 401/);
  });

  test('the server waits at most 30 s for headers and 15 minutes for a whole request', () => {
    expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(HTTP_TIMEOUTS.bodyIdleMs).toBe(30_000);
    // Ten 10 MB photos at 1 Mbit/s must fit in the whole-request limit.
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThan(((10 * 10 * 8) / 1) * 1000);
  });
});
