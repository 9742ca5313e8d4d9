import express, { type Request } from 'express';
import request from 'supertest';
import { MSG } from '@pageant/common';
import { errorHandler } from '../src/http/error-handler';
import { PgRateLimitStore } from '../src/http/rate-limit-store';
import { createSession } from '../src/http/session';
import { DEFAULT_SLOWDOWN, normalizeUsername, pairKey, slowdownDelay, usernameKey } from '../src/modules/auth/login-throttle';
import { createPassport } from '../src/modules/auth/passport';
import { authRoutes } from '../src/modules/auth/routes';
import { auditRecorder } from '../src/modules/audit/service';
import { ADMIN, createTestContext, type TestContext } from './helpers/app';

const LOGIN = '/api/admin/login';
// TEST-NET-3 addresses, one per simulated client; a counter keeps every test on fresh ones.
let nextHost = 1;
const freshAddress = () => `203.0.113.${nextHost++}`;

const loginFrom = (app: express.Express, address: string, body: unknown) =>
  request(app)
    .post(LOGIN)
    .set('X-Forwarded-For', address)
    .send(body as object);

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

async function hits(ctx: TestContext, key: string): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1 AND reset_at > now()', [
    key,
  ]);
  return rows[0]?.hits ?? 0;
}

// setTimeout may fire a millisecond early; lower bounds on delays allow for that, never more.
const TIMER_SLACK_MS = 5;

describe('the slowdown rule (pure numbers)', () => {
  const params = { freeFailures: 5, baseDelayMs: 500, maxDelayMs: 30_000 };

  test('when failures stay within the free ones, then there is no delay', () => {
    for (const failures of [0, 1, 4]) expect(slowdownDelay(failures, params)).toBe(0);
  });

  test('when failures go past the free ones, then the delay doubles from the base', () => {
    expect([5, 6, 7, 8, 9, 10].map((f) => slowdownDelay(f, params))).toEqual([500, 1000, 2000, 4000, 8000, 16_000]);
  });

  test('when failures keep coming, then the delay stops at the cap', () => {
    for (const failures of [11, 12, 50, 1e9, Infinity]) expect(slowdownDelay(failures, params)).toBe(30_000);
  });

  test('when the input is odd, then the answer is still a finite number of milliseconds', () => {
    expect(slowdownDelay(Number.NaN, params)).toBe(0);
    expect(slowdownDelay(1e9, { ...params, baseDelayMs: 0 })).toBe(0);
    expect(slowdownDelay(-3, params)).toBe(0);
  });

  test('the defaults are the documented ones', () => {
    expect(DEFAULT_SLOWDOWN).toEqual(params);
  });
});

describe('login keys', () => {
  test('when a username is typed with other case, spacing or full-width letters, then it is the same key', () => {
    for (const typed of ['admin', 'Admin', ' ADMIN ', 'ad min', 'a\td\u00a0m\ni n', 'ａｄｍｉｎ'])
      expect(normalizeUsername(typed)).toBe('admin');
  });

  test('when the body holds any JSON value, then the key functions answer without throwing', () => {
    const odd: unknown[] = [
      undefined,
      null,
      0,
      42,
      'admin',
      true,
      [],
      ['admin'],
      {},
      { username: null },
      { username: 7 },
      { username: ['admin'] },
      { username: { toString: null, valueOf: null } },
      Object.create(null),
      { username: Object.create(null) },
    ];
    for (const body of odd) {
      const req = { body, ip: '198.51.100.4' } as unknown as Request;
      expect(() => pairKey(req)).not.toThrow();
      expect(() => usernameKey(req)).not.toThrow();
    }
    expect(pairKey({ body: { username: { toString: null } }, ip: '198.51.100.4' } as unknown as Request)).toBe('198.51.100.4|');
    expect(pairKey({ body: { username: ' Admin ' }, ip: '198.51.100.4' } as unknown as Request)).toBe('198.51.100.4|admin');
  });
});

describe('login limits in the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '3' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('when a field is not a string, then the answer is a 400 JSON, never a 500', async () => {
    const hostile = await request(ctx.app)
      .post(LOGIN)
      .set('X-Forwarded-For', freshAddress())
      .set('Content-Type', 'application/json')
      .send('{"username":{"toString":null,"valueOf":null},"password":"x"}');
    expect(hostile.status).toBe(400);
    expect(hostile.body).toEqual({
      success: false,
      message: 'Username is required.',
      error: 'Username is required.',
      code: 'VALIDATION_FAILED',
    });

    const bodies: unknown[] = [
      { username: ['admin'], password: 'x' },
      { username: 42, password: 'x' },
      { username: null, password: 'x' },
      { username: 'admin', password: { toString: null, valueOf: null } },
      { username: 'admin', password: ['x'] },
      { username: 'admin', password: 42 },
      { username: 'admin', password: null },
      ['admin', 'x'],
      {},
    ];
    for (const body of bodies) {
      const res = await loginFrom(ctx.app, freshAddress(), body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    for (const raw of ['null', '42', '"admin"']) {
      const res = await request(ctx.app)
        .post(LOGIN)
        .set('X-Forwarded-For', freshAddress())
        .set('Content-Type', 'application/json')
        .send(raw);
      expect({ raw, status: res.status }).toEqual({ raw, status: 400 });
      expect(res.body.success).toBe(false);
    }
    const noBody = await request(ctx.app).post(LOGIN).set('X-Forwarded-For', freshAddress());
    expect(noBody.status).toBe(400);
    expect(noBody.body.code).toBe('VALIDATION_FAILED');
  });

  test('when one address fails RATE_LIMIT_LOGIN times, then it gets 429 with Retry-After even with the right password; other addresses do not', async () => {
    const address = freshAddress();
    // Three different usernames: this is the per-address limit, not the per-pair one.
    for (const username of ['ghost-1', 'ghost-2', 'ghost-3']) {
      expect((await loginFrom(ctx.app, address, { username, password: 'wrong-pass' })).status).toBe(401);
    }
    const blocked = await loginFrom(ctx.app, address, ADMIN);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toEqual({ success: false, message: MSG.tooManyLogins, error: MSG.tooManyLogins, code: 'RATE_LIMITED' });
    expect((await loginFrom(ctx.app, freshAddress(), ADMIN)).status).toBe(200);
  });

  test('when one address fails for one username in any spelling, then that pair gets 429 while the address may still try other names', async () => {
    const address = freshAddress();
    for (const username of ['Admin', ' ADMIN ', 'aDmIn']) {
      expect((await loginFrom(ctx.app, address, { username, password: 'wrong-pass' })).status).toBe(401);
    }
    expect(await hits(ctx, `login-pair:${address}|admin`)).toBe(3);
    // The address's own window rolling over first (it can start earlier than the pair's) leaves
    // the pair limit alone in force; dropping its row stands for that.
    await ctx.database.pool.query('DELETE FROM rate_limits WHERE key = $1', [`login-ip:${address}`]);
    const pairBlocked = await loginFrom(ctx.app, address, { username: 'ADMIN\t', password: ADMIN.password });
    expect(pairBlocked.status).toBe(429);
    expect(Number(pairBlocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(pairBlocked.body.code).toBe('RATE_LIMITED');
    expect((await loginFrom(ctx.app, address, { username: 'someone-else', password: 'wrong-pass' })).status).toBe(401);
  });

  test('when a pair has failures and then logs in, then its count starts again', async () => {
    const address = freshAddress();
    expect((await loginFrom(ctx.app, address, { username: 'admin', password: 'wrong-pass' })).status).toBe(401);
    expect(await hits(ctx, `login-pair:${address}|admin`)).toBe(1);
    expect((await loginFrom(ctx.app, address, { username: ' Admin', password: ADMIN.password })).status).toBe(200);
    expect(await hits(ctx, `login-pair:${address}|admin`)).toBe(0);
    expect(await hits(ctx, 'login-slow:admin')).toBe(0);
  });

  test('when wrong passwords for the admin come from ten addresses, then the right password from an eleventh still logs in, after a delay', async () => {
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        loginFrom(ctx.app, freshAddress(), { username: i % 2 ? 'Admin' : ' ADMIN ', password: `wrong-${i}` }),
      ),
    );
    expect(wrong.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(await hits(ctx, 'login-slow:admin')).toBe(10);

    const { result, ms } = await timed(() => loginFrom(ctx.app, freshAddress(), ADMIN));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: MSG.loginSuccess });
    expect(ms).toBeGreaterThanOrEqual(slowdownDelay(10, DEFAULT_SLOWDOWN) - TIMER_SLACK_MS);
    expect(await hits(ctx, 'login-slow:admin')).toBe(0);
  }, 90_000);
});

describe('the slowdown across instances (small injected delays)', () => {
  let ctx: TestContext;
  const closers: (() => unknown)[] = [];
  const params = { freeFailures: 2, baseDelayMs: 60, maxDelayMs: 240 };

  /** A second "server instance": the same auth router and session store on the same database. */
  function instance(): express.Express {
    const app = express();
    app.set('trust proxy', true);
    const sessions = createSession(ctx.config, ctx.database.pool);
    closers.push(sessions.close);
    const passport = createPassport(ctx.database.db);
    app.use(express.json(), sessions.middleware, passport.initialize(), passport.session());
    app.use(
      '/api/admin',
      authRoutes({
        passport,
        loginLimit: 100,
        cookieName: 'pageant.sid',
        slowdown: params,
        stores: (name) => new PgRateLimitStore(ctx.database.pool, name),
        audit: auditRecorder(ctx.database.db),
      }),
    );
    app.use(errorHandler);
    return app;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await ctx.close();
  });

  test('when failures for one username land on two instances, then each further attempt waits longer, up to the cap, and only 401s count', async () => {
    const [a, b] = [instance(), instance()];
    const wrongFrom = (app: express.Express) => timed(() => loginFrom(app, freshAddress(), { username: 'admin', password: 'wrong-pass' }));

    for (const app of [a, b]) expect((await wrongFrom(app)).result.status).toBe(401);
    // A 400 never reaches the password check and so is no failure for the username.
    expect((await loginFrom(b, freshAddress(), { username: 'admin' })).status).toBe(400);
    expect(await hits(ctx, 'login-slow:admin')).toBe(2);

    // Counts 2, 3, 4 are past the free ones: 60, 120, 240 ms, alternating instances.
    for (const [i, expected] of [60, 120, 240].entries()) {
      const { result, ms } = await wrongFrom(i % 2 ? b : a);
      expect(result.status).toBe(401);
      expect(ms).toBeGreaterThanOrEqual(expected - TIMER_SLACK_MS);
    }
    for (let i = 0; i < 4; i++) expect((await wrongFrom(a)).result.status).toBe(401);
    expect(await hits(ctx, 'login-slow:admin')).toBe(9);

    // Uncapped, nine failures would mean 60 x 2^7 = 7680 ms.
    const { result, ms } = await timed(() => loginFrom(b, freshAddress(), ADMIN));
    expect(result.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(params.maxDelayMs - TIMER_SLACK_MS);
    expect(ms).toBeLessThan(3000);
    expect(await hits(ctx, 'login-slow:admin')).toBe(0);
  });
});
