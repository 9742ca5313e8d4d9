import { BACKUP_MSG, type BackupDto, type BackupLocation, type BackupsOverview, type BackupTaken } from '@pageant/common/content/backups';
import type { Config } from '../../config';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { latestRun, namesInS3 } from '../../backup/runs';
import { findBackup, listBackups } from '../../backup/store';
import { takeBackup, type BackupJob } from '../../backup/take';
import type { AuditActor, AuditRecorder } from '../audit/service';

export const BACKUP_AUDIT = { create: 'backup.create', download: 'backup.download' } as const;

type ScheduleConfig = Pick<Config, 'BACKUP_INTERVAL_HOURS' | 'BACKUP_KEEP' | 'BACKUP_S3_BUCKET'>;

const downloadUrlOf = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}/download`;
const whereOf = (inS3: boolean): BackupLocation[] => (inS3 ? ['local', 's3'] : ['local']);
/** In the same decimal megabytes as the Backups screen shows. */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The Backups screen's use cases: what there is, one more now, and one file to take away. */
export function backupsService(job: BackupJob, config: ScheduleConfig, audit: AuditRecorder) {
  const dto = (b: { name: string; at: Date; bytes: number }, inS3: boolean): BackupDto => ({
    name: b.name,
    at: b.at.toISOString(),
    bytes: b.bytes,
    where: whereOf(inS3),
    downloadUrl: downloadUrlOf(b.name),
  });

  return {
    async overview(): Promise<BackupsOverview> {
      const [files, last] = await Promise.all([listBackups(job.backupsDir), latestRun(job.pool)]);
      const inS3 = await namesInS3(
        job.pool,
        files.map((f) => f.name),
      );
      return {
        last: last && { at: last.startedAt.toISOString(), bytes: last.bytes, where: whereOf(last.inS3) },
        backups: files.map((f) => dto(f, inS3.has(f.name))),
        schedule: { intervalHours: config.BACKUP_INTERVAL_HOURS, keep: config.BACKUP_KEEP, s3: Boolean(config.BACKUP_S3_BUCKET) },
      };
    },

    async takeNow(who: AuditActor): Promise<BackupTaken> {
      let outcome;
      try {
        outcome = await takeBackup(job, { trigger: 'admin' });
      } catch (err) {
        job.logger.error({ err }, 'backup requested by an admin failed');
        throw new AppError(500, 'BACKUP_FAILED', BACKUP_MSG.failed, { cause: err });
      }
      if (!('taken' in outcome)) throw new ConflictError(BACKUP_MSG.busy, 'BACKUP_RUNNING');
      const { taken } = outcome;
      await audit({
        ...who,
        action: BACKUP_AUDIT.create,
        target: taken.name,
        summary: `${megabytes(taken.bytes)}, ${whereOf(taken.inS3).join(' and ')}`,
      });
      const backup = dto(taken, taken.inS3);
      return { backup, downloadUrl: backup.downloadUrl };
    },

    /** Recorded before the first byte goes out: a backup holds every contestant's personal data. */
    async download(name: string, who: AuditActor): Promise<{ file: string; name: string; bytes: number }> {
      const found = await findBackup(job.backupsDir, name);
      if (!found) throw new NotFoundError(BACKUP_MSG.notFound, 'BACKUP_NOT_FOUND');
      await audit({ ...who, action: BACKUP_AUDIT.download, target: found.name, summary: megabytes(found.bytes) });
      return found;
    },
  };
}
export type BackupsService = ReturnType<typeof backupsService>;
