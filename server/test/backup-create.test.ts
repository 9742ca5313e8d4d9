import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBackup } from '../src/backup/create';
import { readJournal } from '../src/backup/journal';
import { bareDatabase, singlePool } from './helpers/backup';
import { createTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-backup-create-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

describe('writeBackup', () => {
  test('when a backup is written, then the standard tar reads it and every part matches the manifest', async () => {
    const uploads = path.join(dir, 'uploads');
    mkdirSync(path.join(uploads, 'candidates'), { recursive: true });
    writeFileSync(path.join(uploads, 'candidates', 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]));
    const lines: string[] = [];
    const out = path.join(dir, 'out', 'site.tar.gz');
    const result = await writeBackup({ pool: database.pool, uploadsDir: uploads, outFile: out, onProgress: (l) => lines.push(l) });

    expect(result.file).toBe(out);
    expect(result.bytes).toBeGreaterThan(0);
    const journal = readJournal();
    expect(result.manifest.migration).toEqual({ tag: journal.at(-1)!.tag, idx: journal.at(-1)!.idx });
    const names = result.manifest.tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['public.payments', 'public.candidates', 'public.votes', 'drizzle.__drizzle_migrations']));
    expect(result.manifest.tables.find((t) => t.name === 'drizzle.__drizzle_migrations')!.rows).toBe(journal.length);
    // a table is listed after the tables its foreign keys point to
    expect(names.indexOf('public.votes')).toBeGreaterThan(names.indexOf('public.candidates'));
    expect(lines.some((l) => l.includes('public.payments'))).toBe(true);

    const x = path.join(dir, 'x');
    mkdirSync(x);
    execFileSync('tar', ['-xzf', out, '-C', x]);
    const manifest = JSON.parse(readFileSync(path.join(x, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual(result.manifest);
    for (const t of manifest.tables) {
      const body = readFileSync(path.join(x, t.file));
      expect(sha(body)).toBe(t.sha256);
      expect(body.toString().split('\n').length - 1).toBe(t.rows);
    }
    expect(manifest.uploads).toEqual([
      { path: 'candidates/photo.jpg', bytes: 5, sha256: sha(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])) },
    ]);
    expect(readFileSync(path.join(x, 'uploads', 'candidates', 'photo.jpg'))).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]));
  });

  test('when the database never had the site in it, then no backup is written and the reason is given', async () => {
    const bare = await bareDatabase();
    const pool = singlePool(bare.url);
    const out = path.join(dir, 'bare.tar.gz');
    try {
      await expect(writeBackup({ pool, uploadsDir: null, outFile: out })).rejects.toThrow(
        /holds no site \(no migrations were ever applied/,
      );
    } finally {
      await pool.end();
    }
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('.backup-parts-') || f.endsWith('.partial'))).toEqual([]);
  });
});
