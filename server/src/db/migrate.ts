import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

/** Works from src/db (dev, tests) and from dist/ (the bundle copies migrations beside it). */
export function migrationsFolder(): string {
  for (const rel of ['./migrations', '../migrations', './db/migrations']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(`${dir}/meta/_journal.json`)) return dir;
  }
  throw new Error('SQL migrations folder not found');
}

/** `folder` lets a restore migrate to an older version first (a copy of the journal cut at that version). */
export async function runMigrations(db: Db, folder = migrationsFolder()): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
