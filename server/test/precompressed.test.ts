import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveClient } from '../src/http/static';

const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
let dir: string;
let server: http.Server;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'plain-Zz9.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'secret.txt.br'), 'not an asset');
  const app = express();
  serveClient(app, dir, { publicUrl: 'https://pageant.example' });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP GET: supertest would decompress the body, and the bytes on the wire are the point here. */
function get(url: string, encoding?: string): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: url, headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
  });
}

describe('precompressed assets', () => {
  test('when the browser accepts Brotli (as Chrome asks), then the .br copy is sent with the script type and long caching', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  test('when only gzip is accepted, then the .gz copy is sent', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  test('when no encoding is accepted, or there is no compressed copy, then the file is sent as it is', async () => {
    const identity = await get('/assets/app-AbC123.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);
    expect(identity.headers.vary).toMatch(/Accept-Encoding/);
    const small = await get('/assets/plain-Zz9.js', 'br');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('when a path tries to leave the assets folder, then nothing outside it is served compressed', async () => {
    for (const url of ['/assets/../secret.txt', '/assets/%2e%2e/secret.txt', '/assets/..%2fsecret.txt']) {
      const res = await get(url, 'br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).not.toContain('not an asset');
    }
  });
});
