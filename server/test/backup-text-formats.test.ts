import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeBackup } from '../src/backup/create';
import { restoreBackup } from '../src/backup/restore';
import { createTestDatabase } from './helpers/db';
import { emptyTargetDatabase, singlePool, tableDigests } from './helpers/backup';

let work: string;
beforeAll(() => (work = mkdtempSync(path.join(os.tmpdir(), 'pageant-formats-'))));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const alter = async (url: string, settings: string) => {
  const name = new URL(url).pathname.slice(1);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`ALTER DATABASE ${name} SET ${settings}`);
  await c.end();
};

describe('values that PostgreSQL prints by the session settings', () => {
  test('when source and target print dates and times differently, then every timestamp comes back as the same instant', async () => {
    // The source's sessions print day-first in India's time zone; the target's read month-first.
    const source = await createTestDatabase();
    await source.close();
    await alter(source.url, `DateStyle = 'SQL, DMY'`);
    await alter(source.url, `TimeZone = 'Asia/Kolkata'`);
    const src = singlePool(source.url);
    await src.query(
      `INSERT INTO candidates (name, image_url, vote_count, created_at) VALUES ('Asha Rao', '/uploads/a.webp', 2147483000, '2026-03-04 23:45:06.123456+00')`,
    );
    const file = path.join(work, 'formats.tar.gz');
    try {
      await writeBackup({ pool: src, uploadsDir: null, outFile: file });
    } finally {
      await src.end();
    }

    const target = await emptyTargetDatabase();
    await alter(target.url, `DateStyle = 'SQL, MDY'`);
    const pool = singlePool(target.url);
    try {
      await restoreBackup({ pool, file, uploadsDir: null, workParent: work, replace: false });
      const { rows } = await pool.query(`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at FROM candidates`);
      expect(rows).toEqual([{ at: '2026-03-04 23:45:06.123456' }]);
    } finally {
      await pool.end();
    }
    expect(await tableDigests(target.url)).toEqual(await tableDigests(source.url));
  }, 60_000);
});
