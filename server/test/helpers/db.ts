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

/** The migrated, never-connected database the run copies per test file (set by global-setup.mjs). */
export const TEMPLATE_ENV = 'TEST_TEMPLATE_DATABASE';

/** A fresh, migrated database for one test file, on the run's real PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = new URL(adminUrl());
  const name = `t_${randomBytes(6).toString('hex')}`;
  // Copying the run's migrated template is a file copy; migrating each database again cost about a
  // second of CPU per test file. Without a template (TEST_DATABASE_URL given by hand) it migrates.
  const template = process.env[TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  const url = base.toString();
  const database = connectDatabase(url, 10);
  if (!template) await runMigrations(database.db);
  return { ...database, url };
}

/** Migrates a new database named `name` and closes every connection to it, so it can serve as a template. */
export async function createTemplateDatabase(adminDatabaseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 1);
  await runMigrations(database.db);
  await database.close();
}
