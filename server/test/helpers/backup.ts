import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../../src/db/migrate';
import { createTestDatabase } from './db';

/** An md5 of each table's rows (every table of public, and drizzle's migrations), in a stable order. */
export async function tableDigests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Values, not one database's way of printing them.
    await client.query(`SET DateStyle = 'ISO, YMD'; SET TimeZone = 'UTC'; SET extra_float_digits = 3`);
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND (table_schema = 'public' OR (table_schema = 'drizzle' AND table_name = '__drizzle_migrations'))
        ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of rows) {
      const r = await client.query<{ n: string; md5: string | null }>(
        `SELECT count(*)::text AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${name} t`,
      );
      out[name] = `${r.rows[0]!.n}:${r.rows[0]!.md5}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** sha256 of every file under dir, by relative path. */
export function fileDigests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (statSync(path.join(dir, child)).isFile())
        out[child] = createHash('sha256')
          .update(readFileSync(path.join(dir, child)))
          .digest('hex');
    }
  };
  walk('');
  return out;
}

/** A fresh, migrated and empty database whose own connections are closed (a restore refuses a database in use). */
export async function emptyTargetDatabase(): Promise<{ url: string }> {
  const db = await createTestDatabase();
  await db.close();
  return { url: db.url };
}

/** One-connection pool, as the restore command uses. */
export const singlePool = (url: string) => new pg.Pool({ connectionString: url, max: 1 });

/** A database with no schema at all, on the run's PostgreSQL (a test migrates it as far as it likes). */
export async function bareDatabase(): Promise<{ url: string }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  return { url: base.toString() };
}

/** A copy of the migrations folder that knows only the first `count` migrations: an older version of the code. */
export function olderMigrations(count: number, into: string): string {
  const src = migrationsFolder();
  cpSync(src, into, { recursive: true });
  const journalFile = path.join(into, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return into;
}

/** Unpacks a backup with the system's tar, lets `change` edit the files, and packs it again as tar would. */
export function repack(file: string, out: string, change: (dir: string) => void): void {
  const dir = mkdtempSync(path.join(path.dirname(out), 'repack-'));
  execFileSync('tar', ['-xzf', file, '-C', dir]);
  change(dir);
  execFileSync('tar', [
    '--format=ustar',
    '-czf',
    out,
    '-C',
    dir,
    'manifest.json',
    'tables',
    ...(existsSync(path.join(dir, 'uploads')) ? ['uploads'] : []),
  ]);
  rmSync(dir, { recursive: true, force: true });
}

/** last_value and is_called of every sequence of the site (identity columns included). */
export async function sequenceStates(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of rows) {
      const r = await client.query<{ v: string }>(`SELECT last_value::text || '/' || is_called::text AS v FROM ${name}`);
      out[name] = r.rows[0]!.v;
    }
    return out;
  } finally {
    await client.end();
  }
}
