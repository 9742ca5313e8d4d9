import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { errorHandler } from '../src/http/error-handler';
import { createPageRenderer, type SsrEntry } from '../src/http/ssr';
import { serveClient } from '../src/http/static';
import { contestantSeoResolver } from '../src/modules/candidates/share-seo';
import { createTestContext, type TestContext } from './helpers/app';

/**
 * Issue #26 item 6: whatever path a client sends, the answer is never a 5xx. The request line goes
 * out as raw bytes over a socket: supertest and fetch normalise paths such as `//` before sending.
 */
const ODD_PATHS = [
  '//',
  '///',
  '////x',
  '//:99999/',
  '//%00/',
  '//example.com/',
  '//example.com:80/contestants',
  '//user@evil.example/',
  '//[::1]/',
  '//[zz]/',
  '/%',
  '/%%',
  '/%zz',
  '/%00',
  '/%ff',
  '/..%2f',
  '/..%2f..%2fetc%2fpasswd',
  '/../../etc/passwd',
  '/./',
  '/contestants//vote//1',
  '/contestants/vote/%',
  '/contestants/vote/%00',
  '/contestants/vote/9999999999999999999999',
  '/contestants/vote/%E2%80%A8',
  '/%E0%A4%AE%E0%A4%BF%E0%A4%B8',
  '/मिस',
  '/\u00e9t\u00e9',
  '/%F0%9F%91%91',
  '/?%',
  '/?a=%',
  '/?a[b][c][d]=1',
  '/#x',
  '/\\\\evil.example/',
  '/\\/',
  '/%5c%5cevil.example',
  `/${'a'.repeat(8000)}`,
  `/${'%2f'.repeat(2000)}`,
  `/${'/'.repeat(3000)}`,
  '//api',
  '/api//',
  '/api/%',
  '/api//:99999/',
  '/api/candidates/%00',
  '/api/candidates/share-card/%',
  '/uploads/%',
  '/uploads//',
  '/assets/%',
  '/assets//x.js',
  '/media/%',
  '/robots.txt/%',
  '*',
  'http://evil.example/',
  'http://[::1/',
];

/** Status of one raw GET of `target`, as the server answers it (0 if it closed the socket without a status line). */
function rawGet(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      head += chunk;
      const line = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (line) {
        resolve(Number(line[1]));
        socket.destroy();
      }
    });
    socket.on('end', () => resolve(0));
    socket.on('error', reject);
    socket.write(
      Buffer.concat([
        Buffer.from(`GET `, 'latin1'),
        Buffer.from(target, 'utf8'),
        Buffer.from(` HTTP/1.1\r\nHost: pageant.test\r\nAccept: text/html\r\nConnection: close\r\n\r\n`, 'latin1'),
      ]),
    );
  });
}

async function statusesFor(handler: express.Express): Promise<Record<string, number>> {
  const server = handler.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  try {
    const out: Record<string, number> = {};
    for (const target of ODD_PATHS) out[target.slice(0, 60)] = await rawGet(port, target);
    return out;
  } finally {
    await new Promise((r) => server.close(r));
  }
}

const serverErrors = (statuses: Record<string, number>) => Object.entries(statuses).filter(([, s]) => s >= 500 || s === 0);

describe('odd request paths', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    dir = mkdtempSync(path.join(tmpdir(), 'odd-paths-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await ctx.close();
  });

  it('never answer 5xx from the API', async () => {
    expect(serverErrors(await statusesFor(ctx.app))).toEqual([]);
  });

  it('never answer 5xx from the pages the server renders', async () => {
    // The entry reads the URL the way the client's entry-server does (new URL of what it is given),
    // and a contestant page reads her through the real API, its id as the path gives it.
    const entry: SsrEntry = {
      plan(url) {
        const id = /^\/contestants\/vote\/([^/]*)$/.exec(new URL(url).pathname)?.[1];
        return {
          render: true,
          paths: ['/event/status', ...(id === undefined ? [] : [`/candidates/fetchbyid/${id}`])],
          requiresEvent: false,
          notFound: false,
        };
      },
      async render(url) {
        return { html: `<main>${new URL(url).pathname.length}</main>` };
      },
    };
    // The whole API, then the pages with the real share-page head lookup, as app.ts mounts them.
    const app = express();
    app.use(ctx.app);
    serveClient(app, dir, {
      publicUrl: 'https://pageant.example',
      resolveSeo: contestantSeoResolver(ctx.database.db),
      pages: Promise.resolve(createPageRenderer(entry)),
    });
    app.use(errorHandler);
    const statuses = await statusesFor(app);
    expect(serverErrors(statuses)).toEqual([]);
    // The paths that used to fail are still pages.
    expect(statuses['//']).toBe(200);
    expect(statuses['//:99999/']).toBe(200);
  });
});
