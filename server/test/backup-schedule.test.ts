import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { loadConfig } from '../src/config';
import { connectDatabase, type Database } from '../src/db/client';
import { createLogger } from '../src/logger';
import { backupJobFor } from '../src/backup/job';
import { OFFSITE_PREFIX } from '../src/backup/offsite';
import { startBackupSchedule, type BackupSchedule } from '../src/backup/schedule';
import type { TakeOutcome } from '../src/backup/take';
import { testConfig } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { until } from './helpers/finale';

type Outcome = TakeOutcome | { failed: Error };

/** One server instance's backup side: its own DATA_DIR and pool, on a shared database. */
interface Instance {
  dir: string;
  outcomes: Outcome[];
  schedule: BackupSchedule;
  /** Resolves once `n` looks have been made. */
  looks(n: number): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'pageant-backups';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const logger = createLogger('silent');
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  return database;
}

function startInstance(
  database: TestDatabase,
  opts: { intervalMs: number; checkEveryMs: number; env?: Record<string, string>; until?: (o: Outcome[]) => boolean },
): Instance {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-backup-'));
  // Something in uploads, so each backup carries a file as a real site's does.
  mkdirSync(path.join(dir, 'uploads', 'images'), { recursive: true });
  writeFileSync(path.join(dir, 'uploads', 'images', 'photo.webp'), Buffer.alloc(2048, 7));
  const config = testConfig(database, dir, opts.env);
  const pool: Database = connectDatabase(database.url, 4);
  const outcomes: Outcome[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const schedule = startBackupSchedule(backupJobFor(config, pool.pool, logger, { credentials }), {
    intervalMs: opts.intervalMs,
    checkEveryMs: opts.checkEveryMs,
    onCheck: (o) => {
      outcomes.push(o);
      for (const w of waiters.filter((x) => outcomes.length >= x.n)) w.resolve();
    },
  });
  const instance: Instance = {
    dir,
    outcomes,
    schedule,
    looks: (n) => (outcomes.length >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    async close() {
      await schedule.stop();
      await pool.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cleanups.push(() => instance.close());
  return instance;
}

const taken = (outcomes: Outcome[]) => outcomes.flatMap((o) => ('taken' in o ? [o.taken] : []));
const failures = (outcomes: Outcome[]) => outcomes.flatMap((o) => ('failed' in o ? [o.failed.message] : []));
/** The instance that never took a backup has no backups folder at all. */
const backupFiles = (dir: string) =>
  existsSync(path.join(dir, 'backups'))
    ? readdirSync(path.join(dir, 'backups'))
        .filter((n) => !n.startsWith('.'))
        .sort()
    : [];

async function runs(database: TestDatabase) {
  const { rows } = await database.pool.query<{ name: string; trigger: string; started_at: Date; in_s3: boolean }>(
    'SELECT name, trigger, started_at, in_s3 FROM backup_runs ORDER BY started_at',
  );
  return rows;
}

describe('BACKUP_INTERVAL_HOURS, BACKUP_KEEP and BACKUP_S3_BUCKET', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32), DATA_DIR: os.tmpdir() };

  test('when nothing is set, then the embedded database is backed up every 24 h and 14 are kept; with DATABASE_URL none is scheduled', () => {
    expect(loadConfig(base)).toMatchObject({ BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 14 });
    expect(loadConfig(base).BACKUP_S3_BUCKET).toBeUndefined();
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/x' }).BACKUP_INTERVAL_HOURS).toBe(0);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/x', BACKUP_INTERVAL_HOURS: '6' }).BACKUP_INTERVAL_HOURS).toBe(6);
  });

  test('when the interval is 0 or a fraction of an hour, then it is taken as it is; a negative one or a keep of 0 is refused by name', () => {
    expect(loadConfig({ ...base, BACKUP_INTERVAL_HOURS: '0' }).BACKUP_INTERVAL_HOURS).toBe(0);
    expect(loadConfig({ ...base, BACKUP_INTERVAL_HOURS: '0.5' }).BACKUP_INTERVAL_HOURS).toBe(0.5);
    expect(() => loadConfig({ ...base, BACKUP_INTERVAL_HOURS: '-1' })).toThrow(/BACKUP_INTERVAL_HOURS/);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ ...base, BACKUP_INTERVAL_HOURS: 'daily' })).toThrow(/BACKUP_INTERVAL_HOURS/);
  });
});

describe('scheduled backups', () => {
  test('when the interval is short, then a backup is taken every interval and only the newest BACKUP_KEEP files stay', async () => {
    const database = await freshDatabase();
    const intervalMs = 300;
    const one = startInstance(database, { intervalMs, checkEveryMs: 25, env: { BACKUP_KEEP: '2' } });

    while (taken(one.outcomes).length < 4 && failures(one.outcomes).length === 0) await one.looks(one.outcomes.length + 1);
    await one.schedule.stop();

    expect(failures(one.outcomes)).toEqual([]);
    const all = await runs(database);
    expect(all).toHaveLength(4);
    expect(all.every((r) => r.trigger === 'schedule')).toBe(true);
    // Each backup waited for the interval since the one before.
    for (let i = 1; i < all.length; i++)
      expect(all[i]!.started_at.getTime() - all[i - 1]!.started_at.getTime()).toBeGreaterThanOrEqual(intervalMs);
    // The two newest files are kept; their names carry the UTC time each was taken.
    expect(backupFiles(one.dir)).toEqual(all.slice(-2).map((r) => r.name));
    expect(all[3]!.name).toBe(`backup-${all[3]!.started_at.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  });

  test('when two instances share one database, then each scheduled backup is taken by one of them only', async () => {
    const database = await freshDatabase();
    const hour = 3_600_000;
    const a = startInstance(database, { intervalMs: hour, checkEveryMs: 10 });
    const b = startInstance(database, { intervalMs: hour, checkEveryMs: 10 });

    // Both look many times, the first looks at the same moment while nothing has been taken yet.
    await Promise.all([a.looks(8), b.looks(8)]);
    await Promise.all([a.schedule.stop(), b.schedule.stop()]);

    expect([...failures(a.outcomes), ...failures(b.outcomes)]).toEqual([]);
    expect(taken(a.outcomes).length + taken(b.outcomes).length).toBe(1);
    expect(await runs(database)).toHaveLength(1);
    expect(backupFiles(a.dir).length + backupFiles(b.dir).length).toBe(1);
  });
});

describe('copies to S3', () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });
  afterAll(async () => {
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  test('when BACKUP_S3_BUCKET is set, then each backup lands in the bucket with the same bytes as the local file', async () => {
    const database = await freshDatabase();
    const one = startInstance(database, {
      intervalMs: 3_600_000,
      checkEveryMs: 10,
      env: { BACKUP_S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' },
    });
    await one.looks(1);
    await one.schedule.stop();

    expect(failures(one.outcomes)).toEqual([]);
    const [backup] = taken(one.outcomes);
    expect(backup?.inS3).toBe(true);
    const object = await fetch(`${endpoint}/${BUCKET}/${OFFSITE_PREFIX}${backup!.name}`);
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer()).equals(readFileSync(path.join(one.dir, 'backups', backup!.name)))).toBe(true);
    expect((await runs(database)).map((r) => r.in_s3)).toEqual([true]);
  });

  test('when the bucket cannot be written, then the local backup is still kept and recorded as not copied', async () => {
    const database = await freshDatabase();
    const one = startInstance(database, {
      intervalMs: 3_600_000,
      checkEveryMs: 10,
      env: { BACKUP_S3_BUCKET: 'no-such-bucket', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' },
    });
    await one.looks(1);
    await one.schedule.stop();

    const [backup] = taken(one.outcomes);
    expect(backup?.inS3).toBe(false);
    expect(backupFiles(one.dir)).toEqual([backup!.name]);
    expect((await runs(database)).map((r) => r.in_s3)).toEqual([false]);
  });
});

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

describe('the running server', () => {
  test('when it starts with BACKUP_INTERVAL_HOURS set, then it takes backups on its own and stops cleanly', async () => {
    const database = await freshDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-backup-server-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // 0.0005 h = 1.8 s: the server looks every second whether one is due.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ADMIN_PASSWORD: 'backup-schedule-pass',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        BACKUP_INTERVAL_HOURS: '0.0005',
        BACKUP_KEEP: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += String(d)));
    child.stderr!.on('data', (d) => (out += String(d)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    await until(async () => (await runs(database)).length >= 2 || child.exitCode !== null, 60_000);
    child.kill('SIGTERM');

    expect(await exited).toBe(0);
    expect(out).toContain(`Backups: every 0.0005 h into ${path.join(dataDir, 'backups')} (newest 1 kept)`);
    const all = await runs(database);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(backupFiles(dataDir)).toEqual([all.at(-1)!.name]);
  }, 90_000);
});
