import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { EMPTY_SCHEDULE, type LiveVoteUpdate } from '@pageant/common';
import { createApp } from '../src/app';
import type { Config } from '../src/config';
import { DomainBus } from '../src/events';
import { signedSessionId } from '../src/http/cookies';
import { SESSION_COOKIE } from '../src/http/session';
import { createLogger } from '../src/logger';
import { adminSessionRules } from '../src/realtime/admin-membership';
import { ADMIN_ROOM, attachRealtime } from '../src/realtime/socket';
import { createLocalStorage } from '../src/storage/local';
import { ensureAdmin } from '../src/modules/auth/service';
import { ADMIN, PUBLIC_URL, testConfig } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { until } from './helpers/finale';

/** Issue #26 items 3, 4, 5: a socket is an admin's only while her session lives, and only from our own pages. */

const API_LIMIT = 60;
/** DESIGN: a session's sockets leave the admin room within 2 s of logout, expiry or a password reset. */
const LEAVE_WITHIN_MS = 2000;
const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Instance {
  url: string;
  bus: DomainBus;
  io: ReturnType<typeof attachRealtime>['io'];
  close(): Promise<void>;
}

let database: TestDatabase;
let dataDir: string;
let config: Config;
let a: Instance;
let b: Instance;
const sockets: Socket[] = [];
let seq = 0;

/** One server as index.ts runs it: the app listening on loopback, with Socket.IO on the PostgreSQL adapter. */
async function start(): Promise<Instance> {
  const bus = new DomainBus();
  const logger = createLogger('silent');
  const built = createApp({ config, database, storage: createLocalStorage(config.uploadsDir), bus, logger, serveSpa: false });
  const server = http.createServer(built.app);
  const realtime = attachRealtime(server, { bus, pool: database.pool, logger, admins: adminSessionRules(config, built.app) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bus,
    io: realtime.io,
    async close() {
      await realtime.close();
      await built.close();
    },
  };
}

async function login(inst: Instance, password = ADMIN.password): Promise<string> {
  const res = await request(inst.url)
    .post('/api/admin/login')
    .set('Origin', PUBLIC_URL)
    .send({ ...ADMIN, password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A Socket.IO client as a browser opens it: by default from our own page (its Origin). */
async function client(inst: Instance, headers: Record<string, string> = {}, origin: string | null = PUBLIC_URL): Promise<Socket> {
  const s = connect(inst.url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(origin ? { origin } : {}), ...headers },
  });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', resolve);
    s.once('connect_error', reject);
  });
  return s;
}

const isAdmin = (inst: Instance, s: Socket) => inst.io.of('/').adapter.rooms.get(ADMIN_ROOM)?.has(s.id!) ?? false;

/** Every vote:update a socket hears. */
function heard(s: Socket): LiveVoteUpdate[] {
  const got: LiveVoteUpdate[] = [];
  s.on('vote:update', (u: LiveVoteUpdate) => got.push(u));
  return got;
}

/**
 * Counts are hidden and a vote is credited on `inst`; resolves once `witness` (an admin socket) has
 * its real count, by which time every socket of that instance has had its frame.
 */
async function hiddenVote(inst: Instance, witness: LiveVoteUpdate[]): Promise<number> {
  seq += 1;
  const voteCount = 1000 + seq;
  inst.bus.publish('event.stateChanged', { isActive: true, schedule: EMPTY_SCHEDULE, countsHidden: true });
  inst.bus.publish('votes.credited', { candidateId: 'c-1', name: 'Ananya Sharma', voteCount, seq, countsHidden: true });
  await until(() => witness.some((u) => u.voteCount === voteCount), 3000);
  return voteCount;
}

/** Waits for the socket to leave the admin room and says how long that took. */
async function leaves(inst: Instance, s: Socket): Promise<number> {
  const from = Date.now();
  await until(() => !isAdmin(inst, s), LEAVE_WITHIN_MS + 1000);
  return Date.now() - from;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-sockets-'));
  config = testConfig(database, dataDir, { RATE_LIMIT_API: String(API_LIMIT) });
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  a = await start();
  b = await start();
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await a.close();
  await b.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('admin sockets follow the session', () => {
  test('when a handshake with the admin cookie comes from a foreign Origin or names no page, then that socket is public-only', async () => {
    const cookie = await login(a);
    const foreign = await client(b, { cookie }, 'http://evil.example');
    const unnamed = await client(b, { cookie }, null);
    const own = await client(b, { cookie });
    const toForeign = heard(foreign);
    const toUnnamed = heard(unnamed);
    await until(() => isAdmin(b, own), LEAVE_WITHIN_MS);

    const count = await hiddenVote(b, heard(own));

    expect([isAdmin(b, foreign), isAdmin(b, unnamed)]).toEqual([false, false]);
    expect([...toForeign, ...toUnnamed].filter((u) => u.voteCount === count)).toEqual([]);
  });

  test('when 150 handshakes carry bogus or forged session cookies, then the API rate limit is untouched and the admin socket still gets real counts', async () => {
    const cookie = await login(a);
    const realSid = signedSessionId(cookie, SESSION_COOKIE, config.sessionSecret)!;
    const bogus = [
      `${SESSION_COOKIE}=bogus`,
      `${SESSION_COOKIE}=s%3Aforged.signature`,
      `${SESSION_COOKIE}=s%3A${realSid}.not-our-signature`,
    ];
    const flood = await Promise.all(Array.from({ length: 150 }, (_, i) => client(b, { cookie: bogus[i % bogus.length]! })));
    flood.forEach((s) => s.disconnect());

    const probe = await request(b.url).get('/api/event');
    const admin = await client(b, { cookie });
    await until(() => isAdmin(b, admin), LEAVE_WITHIN_MS);
    const toAdmin = heard(admin);
    const count = await hiddenVote(b, toAdmin);

    // draft-7 header: "limit=60, remaining=59, reset=60": only the probe itself was counted.
    expect(probe.headers.ratelimit).toMatch(new RegExp(`remaining=${API_LIMIT - 1}\\b`));
    expect(toAdmin.find((u) => u.voteCount === count)).toMatchObject({ candidateId: 'c-1', voteCount: count });
  });

  test('when the admin logs out on another instance, then her socket leaves the admin room within 2 s and gets no more real counts', async () => {
    const cookie = await login(a);
    const page = await client(b, { cookie });
    const witness = await client(b, { cookie: await login(a) });
    await until(() => isAdmin(b, page) && isAdmin(b, witness), LEAVE_WITHIN_MS);
    const toPage = heard(page);

    expect((await request(a.url).post('/api/admin/logout').set('Cookie', cookie).set('Origin', PUBLIC_URL)).status).toBe(200);
    const took = await leaves(b, page);
    const count = await hiddenVote(b, heard(witness));

    expect(took).toBeLessThanOrEqual(LEAVE_WITHIN_MS);
    expect(toPage.filter((u) => u.voteCount === count)).toEqual([]);
  });

  test('when the session expires, then its socket leaves the admin room within 2 s', async () => {
    const cookie = await login(a);
    const page = await client(b, { cookie });
    await until(() => isAdmin(b, page), LEAVE_WITHIN_MS);

    // The moment the session's lifetime runs out, as connect-pg-simple stores it.
    const sid = signedSessionId(cookie, SESSION_COOKIE, config.sessionSecret)!;
    await database.pool.query(`UPDATE session SET expire = now() - interval '1 second' WHERE sid = $1`, [sid]);
    const took = await leaves(b, page);

    expect(took).toBeLessThanOrEqual(LEAVE_WITHIN_MS);
    expect((await request(a.url).get('/api/admin/check').set('Cookie', cookie)).status).toBe(401);
  });

  test('when the password is reset from the console (another process), then her sessions end and their sockets leave the admin room within 2 s', async () => {
    const cookie = await login(a);
    const onA = await client(a, { cookie });
    const onB = await client(b, { cookie });
    await until(() => isAdmin(a, onA) && isAdmin(b, onB), LEAVE_WITHIN_MS);

    await run(process.execPath, ['--import', 'tsx', 'server/src/cli/admin.ts', 'reset-password', ADMIN.username], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_PASSWORD: 'a brand new password' },
    });
    const took = await Promise.all([leaves(a, onA), leaves(b, onB)]);

    expect(Math.max(...took)).toBeLessThanOrEqual(LEAVE_WITHIN_MS);
    expect((await request(a.url).get('/api/admin/check').set('Cookie', cookie)).status).toBe(401);
    // The new password opens a new session, whose socket is an admin's again.
    const fresh = await client(b, { cookie: await login(a, 'a brand new password') });
    await until(() => isAdmin(b, fresh), LEAVE_WITHIN_MS);
  }, 30_000);
});
