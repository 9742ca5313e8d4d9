import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as zlibModule from 'node:zlib';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, type Gzip } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { compress } from '../src/http/compress';
import { serveClient } from '../src/http/static';
import { ADMIN, PUBLIC_URL, createTestContext, type TestContext } from './helpers/app';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP GET: supertest would decompress the body, and the bytes on the wire are the point here. */
function get(server: http.Server, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

/** The body as the browser reads it, undoing exactly one layer of the announced encoding. */
function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  if (encoding === undefined) return res.body.toString('utf8');
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

const listen = async (app: express.Express) => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return server;
};
const close = (server: http.Server) => new Promise((r) => server.close(r));

describe('the whole app compresses its /api answers', () => {
  const ROWS = 7000;
  let ctx: TestContext;
  let server: http.Server;
  let cookie: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    // Enough rows for more than ten export batches, each a write the compressor pushes back on.
    await ctx.database.pool.query(
      `INSERT INTO registrations (token, full_name, age, email, education, category, contact_number, whatsapp_number, agree_to_terms, amount)
       SELECT 'tok-' || g, 'Person ' || g, 25, 'person' || g || '@example.com', 'B.A.', 'Miss', '+91 90000 00001', '+91 90000 00002', true, 2000
       FROM generate_series(1, $1::int) AS g`,
      [ROWS],
    );
    server = await listen(ctx.app);
    const login = await request(server).post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
    expect(login.status).toBe(200);
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  });
  afterAll(async () => {
    await close(server);
    await ctx.close();
  });

  test('when a JSON answer over 1 KB is asked for with br or gzip, then it comes once-encoded that way, with Vary', async () => {
    const plain = await get(server, '/api/details/all?limit=50', { Cookie: cookie, 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const rows = (JSON.parse(plain.body.toString('utf8')) as { registrations: unknown[] }).registrations;
    expect(rows).toHaveLength(50);

    // Chrome's header: gzip first, yet Brotli is smaller and is chosen.
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(server, '/api/details/all?limit=50', { Cookie: cookie, 'Accept-Encoding': accept });
      expect({ accept, status: res.status, encoding: res.headers['content-encoding'] }).toEqual({ accept, status: 200, encoding });
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  test('when no encoding is asked for, then the JSON is sent as it is', async () => {
    const res = await get(server, '/api/details/all?limit=50', { Cookie: cookie });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(res.body.toString('utf8')) as { registrations: unknown[] }).registrations).toHaveLength(50);
  });

  test('when an answer is under 1 KB, then it is not compressed even for a browser that accepts br', async () => {
    const res = await get(server, '/api/event/status', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(res.body.toString('utf8')) as unknown).not.toThrow();
  });

  test('when the CSV export is asked for gzipped, then it streams to the end with every row', async () => {
    // compression calls require('zlib').createGzip on every answer: replacing it there (read-only
    // but configurable) hands the test the stream behind res.
    const zlib = createRequire(import.meta.url)('node:zlib') as typeof zlibModule;
    const createGzip = zlib.createGzip;
    const streams: Gzip[] = [];
    const swap = (value: typeof createGzip) => Object.defineProperty(zlib, 'createGzip', { value });
    swap((options) => {
      const stream = createGzip(options);
      streams.push(stream);
      return stream;
    });
    const res = await get(server, '/api/details/export.csv', { Cookie: cookie, 'Accept-Encoding': 'gzip' }).finally(() => swap(createGzip));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    // Streamed, not buffered into one body with a length.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const lines = decoded(res)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toMatch(/^Registered at,Full name,/);
    expect(lines).toHaveLength(ROWS + 1);
    const names = new Set(lines.slice(1).map((l) => l.split(',')[1]));
    expect(names.size).toBe(ROWS);
    expect(names.has('Person 1')).toBe(true);
    expect(names.has(`Person ${ROWS}`)).toBe(true);
    // The route waited for 'drain' once per batch; those waits must not pile up on the compressor.
    expect(streams).toHaveLength(1);
    expect(streams[0]!.listenerCount('drain')).toBeLessThanOrEqual(1);
  });
});

describe('the built client behind the same compression', () => {
  const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
  const VIDEO = Buffer.from('webm-bytes '.repeat(300));
  let dir: string;
  let server: http.Server;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compression-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'media'));
    // Over 1 KB, like the real index.html with its injected head.
    const filler = '<p>Season 10 grand finale in Mumbai.</p>'.repeat(60);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>x</title></head><body>${filler}</body></html>`);
    writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'media', 'hero-loop.webm'), VIDEO);
    // In app.ts's order: compression first, then the client.
    const app = express();
    app.use(compress());
    serveClient(app, dir, { publicUrl: 'https://pageant.example' });
    server = await listen(app);
  });
  afterAll(async () => {
    await close(server);
    rmSync(dir, { recursive: true, force: true });
  });

  test('when a page is asked for by a browser that accepts br, then the injected index.html comes compressed', async () => {
    const res = await get(server, '/contestants', { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = decoded(res);
    expect(html).toContain('Season 10 grand finale');
    expect(html).toContain('https://pageant.example/contestants');
  });

  test('when a hashed script with a .br copy is asked for, then the copy is sent as it is, not compressed again', async () => {
    const res = await get(server, '/assets/app-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(decoded(res)).toBe(SCRIPT);
  });

  test('when a media file is asked for with its build version, then it is cached for a year as immutable', async () => {
    const res = await get(server, '/media/hero-loop.webm?v=0123456789', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/video\/webm/);
    // A video is already compressed: sent as it is.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(VIDEO)).toBe(true);
  });

  test('when a media file is asked for without a version, or is missing, then nothing is cached for a year', async () => {
    const bare = await get(server, '/media/hero-loop.webm');
    expect(bare.status).toBe(200);
    expect(bare.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await get(server, '/media/gone.webm?v=0123456789', { Accept: 'video/webm' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});
