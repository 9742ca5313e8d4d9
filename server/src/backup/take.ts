import path from 'node:path';
import type pg from 'pg';
import type { Logger } from '../logger';
import { writeBackup } from './create';
import type { Offsite } from './offsite';
import { lastStart, recordRun, type BackupTrigger } from './runs';
import { backupName, ensureBackupsDir, rotateBackups } from './store';

/** Everything a running server needs to take a backup; one per instance. */
export interface BackupJob {
  pool: pg.Pool;
  backupsDir: string;
  /** Null when uploads live in S3 (they are not this machine's to copy). */
  uploadsDir: string | null;
  keep: number;
  offsite: Offsite | null;
  logger: Logger;
}

export interface TakenBackup {
  name: string;
  file: string;
  at: Date;
  bytes: number;
  inS3: boolean;
}

export type TakeOutcome = { taken: TakenBackup } | { skipped: 'busy' | 'not-due' };

/**
 * One backup at a time across every instance on the database: the lock lives on a connection held
 * for the whole backup, so it goes away by itself if this process dies mid-way.
 */
export const BACKUP_LOCK_KEY = 0x7061_6765_616e_7462n; // 'pageantb'

/**
 * Takes a backup into the backups folder unless another instance is taking one, or (with
 * `dueAfterMs`, the schedule) one started less than that long ago anywhere. Then keeps the newest
 * `keep` files and copies the new one to S3 where configured.
 */
export async function takeBackup(job: BackupJob, opts: { trigger: BackupTrigger; dueAfterMs?: number }): Promise<TakeOutcome> {
  const conn = await job.pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [BACKUP_LOCK_KEY.toString()]);
    if (!rows[0]?.ok) return { skipped: 'busy' };
    try {
      const { now, last } = await lastStart(conn);
      if (opts.dueAfterMs !== undefined && last && now.getTime() - last.getTime() < opts.dueAfterMs) return { skipped: 'not-due' };
      return { taken: await writeAndKeep(job, opts.trigger, now, conn) };
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_KEY.toString()]).catch((err: Error) => {
        broken = err;
      });
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
    conn.release(broken);
  }
}

async function writeAndKeep(job: BackupJob, trigger: BackupTrigger, at: Date, conn: pg.PoolClient): Promise<TakenBackup> {
  await ensureBackupsDir(job.backupsDir);
  const name = backupName(at);
  // writeBackup shows the file under this name only once it is complete.
  const { file, bytes } = await writeBackup({ pool: job.pool, uploadsDir: job.uploadsDir, outFile: path.join(job.backupsDir, name) });
  const inS3 = await copyOffsite(job, file, name);
  await recordRun(conn, { name, trigger, startedAt: at, bytes, inS3 });
  const removed = await rotateBackups(job.backupsDir, job.keep);
  job.logger.info({ backup: name, bytes, trigger, inS3, removed }, 'backup taken');
  return { name, file, at, bytes, inS3 };
}

/** The local file is the backup; a failed copy is logged and the next backup tries again. */
async function copyOffsite(job: BackupJob, file: string, name: string): Promise<boolean> {
  if (!job.offsite) return false;
  try {
    await job.offsite.upload(file, name);
    return true;
  } catch (err) {
    job.logger.error({ err, backup: name }, 'backup not copied to S3');
    return false;
  }
}
