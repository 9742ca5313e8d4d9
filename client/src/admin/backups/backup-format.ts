import type { BackupLocation } from '@pageant/common/content/backups';
import { adminTimeWithSeconds } from '@/admin/shared/admin-time';

/** With seconds: two backups taken a minute apart must not read the same. */
export const inIst = adminTimeWithSeconds;

/** '18.4 MB', '912 KB': one decimal where it still says something. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export const LOCATION_LABELS: Record<BackupLocation, string> = { local: 'This server', s3: 'S3' };

/** 'every 24 hours', 'every 30 minutes': the schedule in words. */
export function intervalText(hours: number): string {
  if (hours >= 1) return `every ${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? 'hour' : 'hours'}`;
  const minutes = Math.max(1, Math.round(hours * 60));
  return `every ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
