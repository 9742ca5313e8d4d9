import express from 'express';
import request from 'supertest';
import { MSG } from '@pageant/common';
import { clientKey, limiter } from '../src/http/rate-limit';
import { PgRateLimitStore } from '../src/http/rate-limit-store';
import { createTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** One "server instance": its own Express app and limiter, counting in the shared database. */
function instance(prefix: string, limit: number, windowMs = 60_000) {
  const app = express();
  app.set('trust proxy', true);
  app.post('/guarded', limiter({ windowMs, limit, store: new PgRateLimitStore(database.pool, prefix) }), (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

describe('rate limits shared through PostgreSQL', () => {
  test('when one client spreads its attempts over two instances, then the limit counts them together', async () => {
    const a = instance('login', 3);
    const b = instance('login', 3);
    const from = (app: express.Express) => request(app).post('/guarded').set('X-Forwarded-For', '203.0.113.7');
    expect((await from(a)).status).toBe(200);
    expect((await from(b)).status).toBe(200);
    expect((await from(a)).status).toBe(200);
    const blocked = await from(b);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(MSG.tooManyRequests);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client address still gets through.
    expect((await request(a).post('/guarded').set('X-Forwarded-For', '203.0.113.8')).status).toBe(200);
  });

  test('when many requests race on one key, then every hit is counted exactly once', async () => {
    const store = new PgRateLimitStore(database.pool, 'race');
    store.init({ windowMs: 60_000 } as never);
    const results = await Promise.all(Array.from({ length: 40 }, () => store.increment('k')));
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await store.get('k'))?.totalHits).toBe(40);
  });

  test('when the window has passed, then counting starts again at 1', async () => {
    const store = new PgRateLimitStore(database.pool, 'expiry');
    store.init({ windowMs: 50 } as never);
    await store.increment('k');
    await store.increment('k');
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.get('k')).toBeUndefined();
    expect((await store.increment('k')).totalHits).toBe(1);
  });

  test('when a key is decremented or reset, then its count follows; prefixes keep limiters apart', async () => {
    const login = new PgRateLimitStore(database.pool, 'p1');
    const other = new PgRateLimitStore(database.pool, 'p2');
    login.init({ windowMs: 60_000 } as never);
    other.init({ windowMs: 60_000 } as never);
    await login.increment('ip');
    await login.increment('ip');
    await other.increment('ip');
    await login.decrement('ip');
    expect((await login.get('ip'))?.totalHits).toBe(1);
    expect((await other.get('ip'))?.totalHits).toBe(1);
    await login.resetKey('ip');
    expect(await login.get('ip')).toBeUndefined();
    expect((await other.get('ip'))?.totalHits).toBe(1);
  });
});

describe('client key', () => {
  const key = (ip: string) => clientKey({ ip } as never);
  test('IPv4 as is, IPv4-mapped IPv6 as its IPv4, IPv6 grouped by its /56 prefix', () => {
    expect(key('203.0.113.7')).toBe('203.0.113.7');
    expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(key('2001:db8:abcd:12ff::1')).toBe(key('2001:db8:abcd:1200::99'));
    expect(key('2001:db8:abcd:12ff::1')).not.toBe(key('2001:db8:abcd:1300::1'));
  });
});
