import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { processStartTime } from '../src/db/stale-postmaster';
import { createTestDatabase } from './helpers/db';
import { emptyTargetDatabase, fileDigests, tableDigests } from './helpers/backup';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
let work: string;
let source: { url: string };
let sourceData: string;

/** `npm run backup|restore -- …` as an operator runs it; env replaces the database settings. */
function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  return run(process.execPath, ['--import', 'tsx', `server/src/cli/${name}.ts`, ...args], {
    cwd: root,
    env: { ...base, LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv,
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'pageant-backup-cli-'));
  const db = await createTestDatabase();
  await db.pool.query(`INSERT INTO candidates (name, image_url, vote_count) VALUES ('Asha Rao', '/uploads/images/a.webp', 12)`);
  await db.close();
  source = { url: db.url };
  sourceData = path.join(work, 'source-data');
  mkdirSync(path.join(sourceData, 'uploads', 'images'), { recursive: true });
  writeFileSync(path.join(sourceData, 'uploads', 'images', 'a.webp'), 'a photo');
});
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of [work, ...cleanup]) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  const file = () => path.join(work, 'site.tar.gz');

  test('when a backup is taken with DATABASE_URL, then it prints a line per table and the file with its size, and restores into an empty database', async () => {
    const out = await cli('backup', ['--out', file()], { DATABASE_URL: source.url, DATA_DIR: sourceData });
    expect(out.stdout).toMatch(/^ {2}public\.candidates: 1 rows \(/m);
    expect(out.stdout).toMatch(/^ {2}drizzle\.__drizzle_migrations: \d+ rows/m);
    expect(out.stdout).toContain('Uploads: 1 files');
    expect(out.stdout).toMatch(new RegExp(`Backup written: ${file().replace(/[.]/g, '\\.')} \\(\\d+(\\.\\d)? (B|kB)`));

    const target = await emptyTargetDatabase();
    const targetData = path.join(work, 'target-data');
    const restored = await cli('restore', [file()], { DATABASE_URL: target.url, DATA_DIR: targetData });
    expect(restored.stdout).toContain('all sha256 and row counts match');
    expect(await tableDigests(target.url)).toEqual(await tableDigests(source.url));
    expect(fileDigests(path.join(targetData, 'uploads'))).toEqual(fileDigests(path.join(sourceData, 'uploads')));

    // Again into the same, now non-empty database: refused, then --replace without --yes off a terminal: refused.
    const before = await tableDigests(target.url);
    await expect(cli('restore', [file()], { DATABASE_URL: target.url, DATA_DIR: targetData })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The target is not empty'),
    });
    await expect(cli('restore', [file(), '--replace'], { DATABASE_URL: target.url, DATA_DIR: targetData })).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('public.candidates: 1 rows'),
      stderr: expect.stringContaining('pass --yes'),
    });
    expect(await tableDigests(target.url)).toEqual(before);
    const replaced = await cli('restore', [file(), '--replace', '--yes'], { DATABASE_URL: target.url, DATA_DIR: targetData });
    expect(replaced.stdout).toContain('Restored the backup');
    await expect(cli('restore', [], {})).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
  }, 120_000);

  test('when a server runs on DATA_DIR, then backup reads its embedded database and restore refuses to touch it', async () => {
    const dataDir = path.join(work, 'running');
    mkdirSync(dataDir);
    // What a running server records in its DATA_DIR (this test process stands for it).
    writeFileSync(
      path.join(dataDir, 'embedded-postgres.json'),
      JSON.stringify({ url: source.url, pid: process.pid, startTime: processStartTime(process.pid) }),
    );
    const folder = path.join(work, 'offsite');
    mkdirSync(folder);
    const out = await cli('backup', ['--out', folder], { DATA_DIR: dataDir });
    expect(out.stdout).toContain(`running server (pid ${process.pid})`);
    expect(readdirSync(folder)).toEqual([expect.stringMatching(/^pageant-backup-.*\.tar\.gz$/)]);
    expect(out.stdout).toContain('public.candidates: 1 rows');

    const before = await tableDigests(source.url);
    await expect(cli('restore', [file(), '--replace', '--yes'], { DATA_DIR: dataDir })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`A server (pid ${process.pid}) is running on DATA_DIR`),
    });
    expect(await tableDigests(source.url)).toEqual(before);
  }, 120_000);

  test('when no server runs, then restore and backup start the embedded database of DATA_DIR themselves', async () => {
    // Its own temporary folder: the embedded PostgreSQL runs as another user when we are root, and must reach it.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-backup-cli-embedded-'));
    cleanup.push(dataDir);
    const restored = await cli('restore', [file()], { DATA_DIR: dataDir });
    expect(restored.stdout).toContain('the embedded PostgreSQL in');
    expect(readFileSync(path.join(dataDir, 'uploads', 'images', 'a.webp'), 'utf8')).toBe('a photo');
    const again = path.join(work, 'again.tar.gz');
    const out = await cli('backup', ['--out', again], { DATA_DIR: dataDir });
    expect(out.stdout).toContain('started for this command');
    const list = (stdout: string) =>
      stdout
        .split('\n')
        .filter((l) => /^ {2}\S+: \d+ rows/.test(l))
        .map((l) => l.replace(/ \(.*\)$/, ''));
    const first = await cli('backup', ['--out', path.join(work, 'first.tar.gz')], { DATABASE_URL: source.url, DATA_DIR: sourceData });
    expect(list(out.stdout)).toEqual(list(first.stdout));

    // Its PostgreSQL held by another live process (a seed or admin command; here this test): restore refuses.
    const held = await startEmbeddedPostgres(dataDir, 'pageant');
    try {
      const before = await tableDigests(held.url);
      await expect(cli('restore', [again, '--replace', '--yes'], { DATA_DIR: dataDir })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(new RegExp(`in use by process ${process.pid}.*Nothing was changed`, 's')),
      });
      expect(await tableDigests(held.url)).toEqual(before);
    } finally {
      await held.stop();
    }
  }, 120_000);
});
