import type { ClientBase } from 'pg';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/migrate';

/**
 * drizzle's migrator, replayed statement by statement on one client, so that a restore can run
 * inside the single transaction that also loads the data: migrate to the backup's version, load,
 * then migrate on to the newest, and have all of it or none of it. The bookkeeping is drizzle's
 * own (same table, hash and created_at), so the server's migrator later sees nothing to do.
 */
const readMigrations = () => readMigrationFiles({ migrationsFolder: migrationsFolder() });

export function knownMigrationCount(): number {
  return readMigrations().length;
}

export async function createMigrationsTable(client: ClientBase): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
}

/** Runs the migrations with index in [from, to]; `record` adds drizzle's row for each. */
export async function applyMigrations(client: ClientBase, from: number, to: number, record: boolean): Promise<string[]> {
  const applied: string[] = [];
  const all = readMigrations();
  for (let idx = Math.max(from, 0); idx <= Math.min(to, all.length - 1); idx++) {
    const m = all[idx]!;
    for (const stmt of m.sql) if (stmt.trim()) await client.query(stmt);
    if (record)
      await client.query('INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [m.hash, m.folderMillis]);
    applied.push(String(idx));
  }
  return applied;
}
