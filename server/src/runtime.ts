import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { isProcessRunning, processStartTime } from './db/stale-postmaster';

/** Where a running server tells the CLIs (seed, admin) how to reach its embedded PostgreSQL. */
const stateFile = (dataDir: string) => path.join(dataDir, 'embedded-postgres.json');

interface ServerState {
  url: string;
  pid: number;
  /** Tells the recorded server from a later process that was given the same pid. */
  startTime?: number | null;
}

function readState(dataDir: string): ServerState | null {
  const file = stateFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServerState;
  } catch {
    return null;
  }
}

/** The server recorded in DATA_DIR when it still runs (a state file left by a killed one names a dead pid). */
export function runningServer(dataDir: string): ServerState | null {
  const state = readState(dataDir);
  if (!state || state.pid === process.pid) return null;
  return isProcessRunning(state.pid, state.startTime) ? state : null;
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
  let url = config.DATABASE_URL ?? (opts.asServer ? null : (runningServer(config.dataDir)?.url ?? null));
  let embedded: EmbeddedDatabase | null = null;
  if (!url) {
    const other = opts.asServer ? runningServer(config.dataDir) : null;
    if (other) {
      throw new Error(
        `Another server (pid ${other.pid}) is already running on DATA_DIR ${config.dataDir} with its embedded PostgreSQL. ` +
          'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL to share a PostgreSQL).',
      );
    }
    embedded = await startEmbeddedPostgres(config.dataDir, 'pageant', { ownSignals: opts.asServer });
    url = embedded.url;
    if (opts.asServer) {
      const state: ServerState = { url, pid: process.pid, startTime: processStartTime(process.pid) };
      writeFileSync(stateFile(config.dataDir), JSON.stringify(state), { mode: 0o600 });
    }
  }
  const database = connectDatabase(url);
  try {
    await runMigrations(database.db);
  } catch (err) {
    await database.close().catch(() => {});
    if (embedded && opts.asServer) rmSync(stateFile(config.dataDir), { force: true });
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
