// Issue #31's budget: a backup of the demo site (30 contestants, every image) in under 30 s.
// Seeds a fresh embedded database through the real seed, then times `npm run backup`'s code twice:
// in-process (writeBackup: the snapshot, hashing and packing alone) and as the command an operator
// runs with the server stopped (starting and stopping the embedded PostgreSQL included). The
// command runs from server/dist when that build is current, else from the TypeScript through tsx.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { machine, root, round, ts } from './lib.mjs';

const run = promisify(execFile);
const BUDGET_S = 30;

const { startEmbeddedPostgres } = await ts('server/src/db/embedded.ts');
const { connectDatabase } = await ts('server/src/db/client.ts');
const { runMigrations } = await ts('server/src/db/migrate.ts');
const { seedDemo } = await ts('server/src/seed/index.ts');
const { createLocalStorage } = await ts('server/src/storage/local.ts');
const { writeBackup } = await ts('server/src/backup/create.ts');

const before = machine();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-bench-backup-'));
const out = mkdtempSync(path.join(os.tmpdir(), 'pageant-bench-backup-out-'));
try {
  const pg = await startEmbeddedPostgres(dataDir, 'pageant');
  const database = connectDatabase(pg.url, 4);
  let inProcess;
  try {
    await runMigrations(database.db);
    await seedDemo({ db: database.db, storage: createLocalStorage(path.join(dataDir, 'uploads')) }, { reset: true });
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM candidates');
    const started = performance.now();
    const result = await writeBackup({
      pool: database.pool,
      uploadsDir: path.join(dataDir, 'uploads'),
      outFile: path.join(out, 'in-process.tar.gz'),
    });
    inProcess = {
      seconds: round((performance.now() - started) / 1000, 2),
      bytes: result.bytes,
      candidates: rows[0].n,
      tables: result.manifest.tables.length,
      rows: result.manifest.tables.reduce((s, t) => s + t.rows, 0),
      uploads: result.manifest.uploads.length,
      upload_bytes: result.manifest.uploads.reduce((s, u) => s + u.bytes, 0),
    };
  } finally {
    await database.close();
    await pg.stop();
  }

  const dist = path.join(root, 'server/dist/cli/backup.js');
  const args = existsSync(dist) ? [dist] : ['--import', 'tsx', path.join(root, 'server/src/cli/backup.ts')];
  const file = path.join(out, 'command.tar.gz');
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const started = performance.now();
  await run(process.execPath, [...args, '--out', file], { cwd: root, env });
  const command = {
    seconds: round((performance.now() - started) / 1000, 2),
    bytes: statSync(file).size,
    from: existsSync(dist) ? 'server/dist' : 'tsx',
  };

  const report = {
    machine: before,
    load_average_1m_end: round(os.loadavg()[0], 2),
    in_process: inProcess,
    command,
    budget_s: BUDGET_S,
    pass: inProcess.seconds < BUDGET_S && command.seconds < BUDGET_S,
  };
  console.log(JSON.stringify(report, null, 2));
  if (!report.pass) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
}
