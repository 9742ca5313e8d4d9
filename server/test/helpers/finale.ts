import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { createApp, type AppDeps } from '../../src/app';
import type { Config } from '../../src/config';
import { DomainBus } from '../../src/events';
import { createLogger } from '../../src/logger';
import { ensureAdmin } from '../../src/modules/auth/service';
import { adminSessionRules } from '../../src/realtime/admin-membership';
import { attachRealtime } from '../../src/realtime/socket';
import { meLiveSource } from '../../src/me-live-source';
import { createLocalStorage } from '../../src/storage/local';
import { ADMIN, PUBLIC_URL, testConfig, type TestContext } from './app';
import { createTestDatabase, type TestDatabase } from './db';

/** One server as index.ts runs it: the app, listening, with Socket.IO on the PostgreSQL adapter. */
export interface Instance extends TestContext {
  url: string;
}

/**
 * Several instances on one database (issue #15: boundaries are announced once across instances).
 * Unlike createTestContext, no app runs without its realtime: every instance that could win a
 * boundary claim can also announce it.
 */
export async function finaleCluster() {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-finale-'));
  const config: Config = testConfig(database, dataDir);
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  const storage = createLocalStorage(config.uploadsDir);
  const instances: Instance[] = [];
  const sockets: Socket[] = [];

  /** `options`: what one test needs to change in the app (e.g. the list cache's lifetime). */
  async function start(options: Pick<AppDeps, 'listCacheTtlMs'> = {}): Promise<Instance> {
    const bus = new DomainBus();
    const logger = createLogger('silent');
    const built = createApp({ config, database, storage, bus, logger, serveSpa: false, ...options });
    const server = http.createServer(built.listener);
    const realtime = attachRealtime(server, {
      bus,
      pool: database.pool,
      logger,
      admins: adminSessionRules(config, built.app),
      contestants: meLiveSource(database.db),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const inst: Instance = {
      config,
      database,
      storage,
      bus,
      app: built.app,
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      async close() {
        await realtime.close();
        await built.close();
      },
    };
    instances.push(inst);
    return inst;
  }

  /**
   * A connected Socket.IO client, opened from one of our pages (a browser sends that Origin); with the
   * admin's cookie it is an admin page; `auth: { batch: true }` as the site's pages connect.
   */
  async function client(inst: Instance, cookie?: string, auth?: Record<string, unknown>): Promise<Socket> {
    const extraHeaders = { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) };
    const s = connect(inst.url, { transports: ['websocket'], reconnection: false, extraHeaders, auth });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', resolve);
      s.once('connect_error', reject);
    });
    return s;
  }

  /** The admin's session cookie, from a real login. */
  async function adminCookie(inst: Instance): Promise<string> {
    const res = await request(inst.url).post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return cookies.map((c) => c.split(';')[0]).join('; ');
  }

  /** Stops one instance now (a crash or a deploy), before the cluster closes. */
  async function stop(inst: Instance): Promise<void> {
    instances.splice(instances.indexOf(inst), 1);
    await inst.close();
  }

  return {
    database,
    config,
    start,
    stop,
    client,
    adminCookie,
    q: async (sql: string, params: unknown[] = []) => (await database.pool.query(sql, params)).rows,
    async close() {
      sockets.forEach((s) => s.disconnect());
      for (const i of instances) await i.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type FinaleCluster = Awaited<ReturnType<typeof finaleCluster>>;

/** Every payload of `event` a socket receives, with when it arrived. */
export function record<T>(s: Socket, event: string): { at: number; payload: T }[] {
  const heard: { at: number; payload: T }[] = [];
  s.on(event, (payload: T) => heard.push({ at: Date.now(), payload }));
  return heard;
}

export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until check() holds (or fails the test after timeoutMs). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await wait(25);
  }
}

/** An ISO instant `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
