import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded';

/** One real PostgreSQL per test run; each test file then makes its own database in it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-test-'));
  const pg = await startEmbeddedPostgres(dir, 'postgres_admin');
  (globalThis as { __PG__?: typeof pg }).__PG__ = pg;
  process.env.TEST_DATABASE_URL = pg.url;
  process.env.TEST_DATA_ROOT = dir;
}
