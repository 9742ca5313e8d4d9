import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { DomainBus } from '../../src/events';
import { createLogger, type Logger } from '../../src/logger';
import { ensureAdmin } from '../../src/modules/auth/service';
import { createLocalStorage } from '../../src/storage/local';
import type { StorageDriver } from '../../src/storage/driver';
import { createTestDatabase, type TestDatabase } from './db';

export const ADMIN = { username: 'admin', password: 'correct horse battery' };
/** supertest talks to an ephemeral port on 127.0.0.1; this is what our own pages send as Origin. */
export const PUBLIC_URL = 'http://pageant.test';
/** A well-formed id that names no row. */
export const UNKNOWN_ID = '7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a';

export interface TestContext {
  config: Config;
  database: TestDatabase;
  storage: StorageDriver;
  bus: DomainBus;
  app: ReturnType<typeof createApp>['app'];
  close(): Promise<void>;
}

/** The app's configuration for a test database and data folder; `env` adds to it or overrides it. */
export function testConfig(database: Pick<TestDatabase, 'url'>, dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL,
    SESSION_SECRET: 'test-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** A real app on a fresh database: one per test file (STYLE §12). */
export async function createTestContext(
  env: Record<string, string> = {},
  opts: { logger?: Logger; bodyIdleTimeoutMs?: number; clientDist?: string } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-app-'));
  const config = testConfig(database, dataDir, env);
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  const storage = createLocalStorage(config.uploadsDir);
  const bus = new DomainBus();
  const built = createApp({
    config,
    database,
    storage,
    bus,
    logger: opts.logger ?? createLogger('silent'),
    // Pages only from a client the test built for itself, never from whatever client/dist holds.
    serveSpa: opts.clientDist !== undefined,
    clientDist: opts.clientDist,
    bodyIdleTimeoutMs: opts.bodyIdleTimeoutMs,
  });
  return {
    config,
    database,
    storage,
    bus,
    app: built.app,
    async close() {
      await built.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie-keeping client logged in as the admin, sending our own Origin like the real pages. */
export async function adminAgent(ctx: TestContext) {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** Opens the event (votes and registrations accepted) or closes it. */
export const setEventActive = (ctx: TestContext, isActive = true) =>
  dbRows(ctx, 'INSERT INTO event_status (id, is_active) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET is_active = $1', [isActive]);

export type AdminAgent = Awaited<ReturnType<typeof adminAgent>>;

/** A test file's app and its logged-in admin, for `beforeAll(async () => ({ ctx, admin } = await adminTestContext()))`. */
export async function adminTestContext(env: Record<string, string> = {}): Promise<{ ctx: TestContext; admin: AdminAgent }> {
  const ctx = await createTestContext(env);
  return { ctx, admin: await adminAgent(ctx) };
}

/** Rows of a query on the test's database: tests read what the API wrote, straight from the tables. */
export async function dbRows(ctx: TestContext, sql: string, params: unknown[] = []) {
  return (await ctx.database.pool.query(sql, params)).rows;
}
