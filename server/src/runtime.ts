import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';

/** Where a running server tells the CLIs (seed, admin) how to reach its embedded PostgreSQL. */
const stateFile = (dataDir: string) => path.join(dataDir, 'embedded-postgres.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function runningServerUrl(dataDir: string): string | null {
  const file = stateFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const { url, pid } = JSON.parse(readFileSync(file, 'utf8')) as { url: string; pid: number };
    return isAlive(pid) ? url : null;
  } catch {
    return null;
  }
}

export interface OpenedDatabase {
  database: Database;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR (started here, or the one a
 * running server already started). Migrations run before anything else touches the schema.
 */
export async function openDatabase(config: Config, opts: { asServer?: boolean } = {}): Promise<OpenedDatabase> {
  let url = config.DATABASE_URL ?? (opts.asServer ? null : runningServerUrl(config.dataDir));
  let embedded: EmbeddedDatabase | null = null;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, 'pageant', { ownSignals: opts.asServer });
    url = embedded.url;
    if (opts.asServer) writeFileSync(stateFile(config.dataDir), JSON.stringify({ url, pid: process.pid }), { mode: 0o600 });
  }
  const database = connectDatabase(url);
  try {
    await runMigrations(database.db);
  } catch (err) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }
  return {
    database,
    embedded,
    async close() {
      await database.close().catch(() => {});
      if (embedded) {
        if (opts.asServer) rmSync(stateFile(config.dataDir), { force: true });
        await embedded.stop();
      }
    },
  };
}
