import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME_PATTERN } from '@pageant/common/content/backups';

// The backups folder (DATA_DIR/backups): names carry the UTC time they were taken, so they sort by
// age and say when they are from wherever they are copied to.

export interface StoredBackup {
  name: string;
  at: Date;
  bytes: number;
}

/** 'backup-2026-11-27T01-30-00-000Z.tar.gz': ':' is not allowed in file names everywhere. */
export function backupName(at: Date): string {
  return `backup-${at.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`;
}

/** Null for anything that is not a name backupName makes: the only names ever joined to the folder's path. */
export function timeOfName(name: string): Date | null {
  const m = BACKUP_NAME_PATTERN.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
  // Round-trips only for a real instant: 2026-02-31 parses, but is not what backupName makes.
  return !Number.isNaN(at.getTime()) && backupName(at) === name ? at : null;
}

export async function ensureBackupsDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

/** Newest first; files that are not finished backups (a partial .tmp, anything else) are not listed. */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const found: StoredBackup[] = [];
  for (const name of names) {
    const at = timeOfName(name);
    if (!at) continue;
    // lstat: a link planted in the folder is not a backup, whatever it points to.
    const info = await lstat(path.join(dir, name)).catch(() => null);
    if (info?.isFile()) found.push({ name, at, bytes: info.size });
  }
  return found.sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
}

/** The path of a listed backup, or null: a name from a URL is only ever compared, never joined as it came. */
export async function findBackup(dir: string, name: string): Promise<(StoredBackup & { file: string }) | null> {
  if (!timeOfName(name)) return null;
  const hit = (await listBackups(dir)).find((b) => b.name === name);
  return hit ? { ...hit, file: path.join(dir, hit.name) } : null;
}

/** Removes the oldest backups beyond `keep`; answers the names removed. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const b of old) await rm(path.join(dir, b.name), { force: true });
  return old.map((b) => b.name);
}
