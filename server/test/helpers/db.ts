import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

export interface TestDatabase extends Database {
  url: string;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global setup starts PostgreSQL)');
  return url;
}

/** A fresh, migrated database for one test file, on the run's real PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = new URL(adminUrl());
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  const url = base.toString();
  const database = connectDatabase(url, 10);
  await runMigrations(database.db);
  return { ...database, url };
}
