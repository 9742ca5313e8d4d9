// Issue #28: a payment callback empties the rendered pages' cache when, and only when, it settles a
// payment (the settle path's onSettled). A replayed or forged callback changes nothing a page shows,
// so at the finale's peak it must not throw away every page rendered a moment before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { VOTE_PRICE_INR } from '@pageant/common';
import { createApp, type BuiltApp } from '../src/app';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { createLocalStorage } from '../src/storage/local';
import { testConfig, type TestContext } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { gatewayResponse } from './helpers/payments';

/** A client server entry that renders every page and counts its renders, so a cached page shows. */
const ENTRY = `
globalThis.callbackPageRenders = [];
export function plan() {
  return { render: true, paths: [], requiresEvent: false, notFound: false, modules: [] };
}
export async function render(url) {
  globalThis.callbackPageRenders.push(new URL(url).pathname);
  return { html: '<main>home</main>' };
}
`;
const renders = () => (globalThis as unknown as { callbackPageRenders?: string[] }).callbackPageRenders?.length ?? 0;

let dir: string;
let database: TestDatabase;
let built: BuiltApp;
let config: TestContext['config'];
/** BuiltApp.listener, as index.ts serves it: the callback's fast path ahead of Express. */
let fast: http.Server;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'callback-pages-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  database = await createTestDatabase();
  config = testConfig(database, path.join(dir, 'data'));
  const storage = createLocalStorage(config.uploadsDir);
  const logger = createLogger('silent');
  built = createApp({ config, database, storage, bus: new DomainBus(), logger, clientDist: path.join(dir, 'dist') });
  fast = http.createServer(built.listener);
  await new Promise<void>((resolve) => fast.listen(0, '127.0.0.1', resolve));
  await database.pool.query('INSERT INTO event_status (id, is_active) VALUES (1, true) ON CONFLICT (id) DO UPDATE SET is_active = true');
});
afterAll(async () => {
  await new Promise((resolve) => fast.close(resolve));
  await built.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const fastUrl = () => `http://127.0.0.1:${(fast.address() as AddressInfo).port}`;
const home = async () => {
  const res = await request(built.app).get('/').set('Accept', 'text/html');
  expect(res.text).toContain('<main>home</main>');
};
const callback = (via: 'fast path' | 'express', fields: Record<string, string>) =>
  request(via === 'fast path' ? fastUrl() : built.app)
    .post('/api/payment/callback')
    .type('form')
    .send(fields);

async function votePayment(): Promise<Record<string, string>> {
  const [c] = (await database.pool.query(`INSERT INTO candidates (name) VALUES ('Page Cache') RETURNING id`)).rows;
  const res = await request(built.app).post('/api/vote/initiate').send({ candidateId: c.id, votes: 1, amount: VOTE_PRICE_INR });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as Record<string, string>;
}

describe.each(['fast path', 'express'] as const)('a payment callback through the %s', (via) => {
  it('renders the pages afresh after a settlement, and keeps them after a replay or a forgery', async () => {
    const fields = gatewayResponse({ config } as TestContext, await votePayment(), 'success');
    await home();
    const before = renders();
    expect((await callback(via, fields)).headers.location).toContain('status=SUCCESS');
    await home();
    expect(renders()).toBe(before + 1);

    const replay = await callback(via, fields);
    expect(replay.status).toBe(303);
    const forged = await callback(via, { ...fields, hash: 'f'.repeat(128) });
    expect(forged.headers.location).toContain('status=FAILURE');
    await home();
    expect(renders()).toBe(before + 1);
  });
});
