import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBackup } from '../src/backup/create';
import { readJournal } from '../src/backup/journal';
import { restoreBackup } from '../src/backup/restore';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { bareDatabase, emptyTargetDatabase, olderMigrations, singlePool } from './helpers/backup';

let work: string;
beforeAll(() => (work = mkdtempSync(path.join(os.tmpdir(), 'pageant-older-'))));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a backup taken by an older version', () => {
  test('when it is restored, then its data is loaded at its own schema version and the newer migrations run after it', async () => {
    const journal = readJournal();
    const known = journal.findIndex((e) => e.tag === '0009_contestant_pipeline');
    expect(known).toBeGreaterThan(0);
    // The site as it was before the contestant pipeline (0009) existed.
    const old = await bareDatabase();
    const oldDb = connectDatabase(old.url, 2);
    const file = path.join(work, 'old.tar.gz');
    try {
      await runMigrations(oldDb.db, olderMigrations(known, path.join(work, 'old-migrations')));
      await oldDb.pool.query(`INSERT INTO candidates (name, image_url, vote_count) VALUES ('Asha Rao', '/uploads/images/a.webp', 1234)`);
      const { manifest } = await writeBackup({ pool: oldDb.pool, uploadsDir: null, outFile: file });
      expect(manifest.migration).toEqual({ tag: journal[known - 1]!.tag, idx: known - 1 });
    } finally {
      await oldDb.close();
    }

    const target = await emptyTargetDatabase();
    const pool = singlePool(target.url);
    try {
      const result = await restoreBackup({ pool, file, uploadsDir: null, workParent: work, replace: false });
      expect(result.newerMigrations).toBe(journal.length - known);
      expect(result.migratedTo.tag).toBe(journal.at(-1)!.tag);
      const migrations = await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(migrations.rows[0].n).toBe(journal.length);
      // the row came through, and carries the columns the newer migrations added
      const { rows } = await pool.query(`SELECT name, vote_count, registration_id FROM candidates`);
      expect(rows).toEqual([{ name: 'Asha Rao', vote_count: 1234, registration_id: null }]);
    } finally {
      await pool.end();
    }
    // The server's own migrator then finds nothing left to do.
    const restored = connectDatabase(target.url, 1);
    try {
      await runMigrations(restored.db);
      expect((await restored.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n).toBe(journal.length);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
