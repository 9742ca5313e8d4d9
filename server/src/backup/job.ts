import type pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { S3StorageOptions } from '../storage/s3';
import { createOffsite } from './offsite';
import type { BackupJob } from './take';

type JobConfig = Pick<
  Config,
  'backupsDir' | 'uploadsDir' | 'STORAGE_DRIVER' | 'BACKUP_KEEP' | 'BACKUP_S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'
>;

/** The configured backup job of one instance: its folder, what it keeps, and where it copies to. */
export function backupJobFor(config: JobConfig, pool: pg.Pool, logger: Logger, s3?: Pick<S3StorageOptions, 'credentials'>): BackupJob {
  return {
    pool,
    backupsDir: config.backupsDir,
    // With STORAGE_DRIVER=s3 the uploads are already off the machine, in their bucket.
    uploadsDir: config.STORAGE_DRIVER === 'local' ? config.uploadsDir : null,
    keep: config.BACKUP_KEEP,
    offsite: createOffsite(config, s3),
    logger,
  };
}

export const intervalMsOf = (config: Pick<Config, 'BACKUP_INTERVAL_HOURS'>) => Math.round(config.BACKUP_INTERVAL_HOURS * 3_600_000);
