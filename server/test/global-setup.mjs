import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** One real PostgreSQL per test run; each test file then makes its own database in it. */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  // Jest loads global hooks outside its transform pipeline for ESM, so the TypeScript goes through tsx.
  const { startEmbeddedPostgres } = await tsImport('../src/db/embedded.ts', import.meta.url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-test-'));
  const pg = await startEmbeddedPostgres(dir, 'postgres_admin');
  globalThis.__PG__ = pg;
  // Every test file's database is a copy of this one, migrated once for the whole run.
  const { createTemplateDatabase, TEMPLATE_ENV } = await tsImport('./helpers/db.ts', import.meta.url);
  await createTemplateDatabase(pg.url, 't_template');
  process.env[TEMPLATE_ENV] = 't_template';
  process.env.TEST_DATABASE_URL = pg.url;
  process.env.TEST_DATA_ROOT = dir;
}
