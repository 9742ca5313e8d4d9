import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeBackup } from '../src/backup/create';
import { readJournal } from '../src/backup/journal';
import { restoreBackup, RestoreRefused } from '../src/backup/restore';
import { createTestDatabase } from './helpers/db';
import { emptyTargetDatabase, fileDigests, repack, singlePool, tableDigests } from './helpers/backup';

let work: string;
let sourceUrl: string;
let backupFile: string;
/** A site that already has its own data: every refusal must leave it exactly as it was. */
let target: { url: string; uploads: string };

const sql = async (url: string, text: string, params: unknown[] = []) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
};

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'pageant-refusals-'));
  const source = await createTestDatabase();
  sourceUrl = source.url;
  await source.pool.query(
    `INSERT INTO candidates (name, image_url, vote_count) VALUES ('Asha Rao', '/uploads/images/a.webp', 12), ('Meera Iyer', '/uploads/images/b.webp', 7)`,
  );
  await source.pool.query(`INSERT INTO testimonials (name, text) VALUES ('Ritu', 'A crown is a responsibility.')`);
  const uploads = path.join(work, 'source-uploads');
  mkdirSync(path.join(uploads, 'images'), { recursive: true });
  writeFileSync(path.join(uploads, 'images', 'a.webp'), 'source photo');
  backupFile = path.join(work, 'source.tar.gz');
  await writeBackup({ pool: source.pool, uploadsDir: uploads, outFile: backupFile });
  await source.close();

  const t = await emptyTargetDatabase();
  await sql(t.url, `INSERT INTO candidates (name, image_url) VALUES ('Existing Contestant', '/uploads/images/x.webp')`);
  target = { url: t.url, uploads: path.join(work, 'target', 'uploads') };
  mkdirSync(path.join(target.uploads, 'images'), { recursive: true });
  writeFileSync(path.join(target.uploads, 'images', 'x.webp'), 'target photo');
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function restore(file: string, opts: { replace?: boolean; confirm?: () => Promise<boolean> } = {}) {
  const pool = singlePool(target.url);
  try {
    return await restoreBackup({
      pool,
      file,
      uploadsDir: target.uploads,
      workParent: path.dirname(target.uploads),
      replace: opts.replace ?? false,
      confirm: opts.confirm,
    });
  } finally {
    await pool.end();
  }
}

/** Runs a restore that must be refused with `message`, and checks that the target's tables and files did not change. */
async function expectRefused(file: string, message: RegExp, opts: Parameters<typeof restore>[1] = {}) {
  const tablesBefore = await tableDigests(target.url);
  const filesBefore = fileDigests(target.uploads);
  const err = await restore(file, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RestoreRefused);
  expect((err as Error).message).toMatch(message);
  expect((err as Error).message).toMatch(/Nothing was changed/);
  expect(await tableDigests(target.url)).toEqual(tablesBefore);
  expect(fileDigests(target.uploads)).toEqual(filesBefore);
  // no work folder is left behind beside the uploads
  expect(readdirNames(path.dirname(target.uploads))).toEqual(['uploads']);
}
const readdirNames = (dir: string) => readdirSync(dir).sort();

describe('restore refuses, and changes nothing, when', () => {
  test('the target has data and --replace was not given', async () => {
    await expectRefused(
      backupFile,
      /The target is not empty \(tables with rows: public\.candidates \(1 rows\); 1 uploaded files\).*--replace/,
    );
  });

  test('a table part was altered so that only its sha256 tells', async () => {
    const bad = path.join(work, 'corrupt.tar.gz');
    repack(backupFile, bad, (dir) => {
      const file = path.join(dir, 'tables', 'public.candidates.copy');
      const body = readFileSync(file);
      const at = body.indexOf('Asha');
      body[at] = 'B'.charCodeAt(0);
      writeFileSync(file, body);
    });
    await expectRefused(bad, /The backup is damaged: the table public\.candidates does not match its sha256/);
  });

  test('an upload was altered', async () => {
    const bad = path.join(work, 'corrupt-upload.tar.gz');
    repack(backupFile, bad, (dir) => writeFileSync(path.join(dir, 'uploads', 'images', 'a.webp'), 'source phot0'));
    await expectRefused(bad, /the upload images\/a\.webp does not match its sha256/);
  });

  test('the file is truncated', async () => {
    const cut = path.join(work, 'truncated.tar.gz');
    copyFileSync(backupFile, cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    await expectRefused(cut, /is truncated/);
  });

  test('the backup comes from a newer schema than this code knows', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    const last = readJournal().at(-1)!;
    repack(backupFile, newer, (dir) => {
      const file = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.migration = { tag: '9999_from_the_future', idx: last.idx + 1 };
      writeFileSync(file, JSON.stringify(manifest));
    });
    await expectRefused(
      newer,
      new RegExp(
        `taken by a newer version of the site \\(schema migration 9999_from_the_future.*knows migrations up to ${last.tag}.*Update the site's code first`,
      ),
      {
        replace: true,
        confirm: async () => true,
      },
    );
  });

  test('the manifest names a table its schema version does not have (a crafted archive)', async () => {
    const crafted = path.join(work, 'crafted.tar.gz');
    repack(backupFile, crafted, (dir) => {
      const body = 'x\n';
      writeFileSync(path.join(dir, 'tables', 'pg_catalog.pg_authid.copy'), body);
      const file = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      const sha256 = createHash('sha256').update(body).digest('hex');
      manifest.tables.push({
        name: 'pg_catalog.pg_authid',
        rows: 1,
        sha256,
        file: 'tables/pg_catalog.pg_authid.copy',
        columns: ['rolname'],
      });
      writeFileSync(file, JSON.stringify(manifest));
    });
    await expectRefused(crafted, /does not match its schema version .*has tables that version does not \(pg_catalog\.pg_authid\)/, {
      replace: true,
      confirm: async () => true,
    });
  });

  test('another session (a running server) uses the target database', async () => {
    const server = new pg.Client({ connectionString: target.url });
    await server.connect();
    try {
      await expectRefused(backupFile, /The target database is in use: 1 other connection/, { replace: true, confirm: async () => true });
    } finally {
      await server.end();
    }
  });

  test('--replace is not confirmed', async () => {
    await expectRefused(backupFile, /Restore cancelled/, { replace: true, confirm: async () => false });
  });
});

describe('restore --replace', () => {
  test('when confirmed, then the target holds exactly the backup, its own rows and files gone', async () => {
    await restore(backupFile, { replace: true, confirm: async () => true });
    expect(await tableDigests(target.url)).toEqual(await tableDigests(sourceUrl));
    expect(fileDigests(target.uploads)).toEqual({ 'images/a.webp': expect.any(String) });
    expect(readFileSync(path.join(target.uploads, 'images', 'a.webp'), 'utf8')).toBe('source photo');
  });
});
