/** Backups taken by the running server (issue #31): the admin API's shapes, names and messages. */
import { z } from 'zod';

export const BACKUP_MSG = {
  busy: 'A backup is being taken right now. Wait for it to finish, then try again.',
  badName: 'That is not the name of a backup.',
  notFound: 'There is no backup with that name on this server.',
  failed: 'The backup could not be taken. The server log says why; nothing was changed.',
  loadFailed: 'Could not load the backups. Please try again.',
  none: 'No backup has been taken yet.',
  noneHere: 'No backup files on this server yet.',
  taken: 'Backup taken.',
} as const;

/**
 * 'backup-2026-11-27T01-30-00-000Z.tar.gz': the UTC time it was taken (':' and '.' replaced, as
 * not every file system takes them). Nothing else is ever served from the backups folder.
 */
export const BACKUP_NAME_PATTERN = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export const backupNameParams = z.object({
  name: z.string().max(100, BACKUP_MSG.badName).regex(BACKUP_NAME_PATTERN, BACKUP_MSG.badName),
});

export type BackupLocation = 'local' | 's3';

export interface BackupDto {
  name: string;
  /** ISO 8601, UTC. */
  at: string;
  bytes: number;
  where: BackupLocation[];
  /** Relative to the site: GET it with the admin session. */
  downloadUrl: string;
}

export interface BackupsOverview {
  /** The newest backup any instance took (its file may be on another instance's disk). */
  last: { at: string; bytes: number; where: BackupLocation[] } | null;
  /** The files on this instance's disk, newest first. */
  backups: BackupDto[];
  schedule: { intervalHours: number; keep: number; s3: boolean };
}

export interface BackupTaken {
  backup: BackupDto;
  downloadUrl: string;
}
