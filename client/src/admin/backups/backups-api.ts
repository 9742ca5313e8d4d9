import type { BackupsOverview, BackupTaken } from '@pageant/common/content/backups';
import { apiFetch } from '@/api/http';

export const getBackups = (signal?: AbortSignal): Promise<BackupsOverview> => apiFetch<BackupsOverview>('/admin/backups', { signal });

export const takeBackupNow = (): Promise<BackupTaken> => apiFetch<BackupTaken>('/admin/backups', { method: 'POST' });
