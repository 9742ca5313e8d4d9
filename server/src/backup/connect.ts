import pg from 'pg';
import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { runningServer } from '../runtime';
import { RestoreRefused } from './extract';

export interface BackupConnection {
  pool: pg.Pool;
  /** How it was reached, for the CLI's first line. */
  source: string;
  close(): Promise<void>;
}

/**
 * The database a backup reads or a restore writes, WITHOUT running migrations (a backup changes
 * nothing; a restore builds the schema itself): DATABASE_URL; else the embedded PostgreSQL of a
 * server running on DATA_DIR (backup only: a second postmaster cannot share the folder); else the
 * embedded one started here for the length of the command.
 */
export async function connectForBackup(config: Config, purpose: 'backup' | 'restore'): Promise<BackupConnection> {
  let url = config.DATABASE_URL ?? null;
  let source = 'DATABASE_URL';
  let embedded: EmbeddedDatabase | null = null;
  if (!url) {
    const server = runningServer(config.dataDir);
    if (server && purpose === 'restore')
      throw new RestoreRefused(
        `A server (pid ${server.pid}) is running on DATA_DIR ${config.dataDir}. Stop it before restoring into it. Nothing was changed.`,
      );
    if (server) {
      url = server.url;
      source = `the embedded PostgreSQL of the running server (pid ${server.pid}) in ${config.dataDir}`;
    } else {
      try {
        embedded = await startEmbeddedPostgres(config.dataDir, 'pageant');
      } catch (err) {
        // The owner check of the data folder: another process (a server, seed or admin command) holds it.
        if (purpose === 'restore' && /in use by process/.test((err as Error).message))
          throw new RestoreRefused(`${(err as Error).message} Nothing was changed.`);
        throw err;
      }
      url = embedded.url;
      source = `the embedded PostgreSQL in ${config.dataDir} (started for this command)`;
    }
  }
  // One connection: the restore's check for other sessions must not count our own.
  const pool = new pg.Pool({ connectionString: url, max: 1, application_name: `pageant-${purpose}` });
  pool.on('error', () => {});
  return {
    pool,
    source,
    async close() {
      await pool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
