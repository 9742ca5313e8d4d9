import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations, fixTextFormats, listSequences, listTables, quoteIdent, quoteName } from './catalog';
import { newestApplied, readJournal } from './journal';
import type { BackupManifest, BackupTable } from './manifest';
import { tableFile } from './manifest';

const NEWLINE = 0x0a;

/** Counts rows (COPY's text format ends every row with a newline and escapes those inside values) and hashes the bytes. */
function measure(): Transform & { rows: number; bytes: number; digest(): string } {
  const hash = createHash('sha256');
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      m.bytes += chunk.length;
      for (let i = chunk.indexOf(NEWLINE); i >= 0; i = chunk.indexOf(NEWLINE, i + 1)) m.rows++;
      done(null, chunk);
    },
  });
  const m = Object.assign(t, { rows: 0, bytes: 0, digest: () => hash.digest('hex') });
  return m;
}

export interface Snapshot {
  migration: BackupManifest['migration'];
  tables: (BackupTable & { path: string; bytes: number })[];
  sequences: BackupManifest['sequences'];
}

/**
 * Copies every table into partsDir from ONE repeatable-read, read-only transaction: all tables
 * show the same instant, so a vote is never in the ledger without its payment, while the site
 * keeps taking votes (readers do not block writers in PostgreSQL).
 */
export async function takeSnapshot(pool: Pool, partsDir: string, onProgress: (line: string) => void): Promise<Snapshot> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await fixTextFormats(client);
    const applied = await appliedMigrations(client);
    // A database the site never ran on: an empty archive would only hide a wrong DATA_DIR or DATABASE_URL.
    if (applied.length === 0)
      throw new Error('This database holds no site (no migrations were ever applied to it): check DATA_DIR or DATABASE_URL.');
    const migration = newestApplied(applied, readJournal());
    const tables: Snapshot['tables'] = [];
    for (const table of await listTables(client)) {
      const file = tableFile(table.name);
      const dest = path.join(partsDir, `${tables.length}.copy`);
      const cols = table.columns.map(quoteIdent).join(', ');
      const m = measure();
      await pipeline(client.query(copyTo(`COPY ${quoteName(table.name)} (${cols}) TO STDOUT`)), m, createWriteStream(dest));
      tables.push({ name: table.name, rows: m.rows, sha256: m.digest(), file, columns: table.columns, path: dest, bytes: m.bytes });
      onProgress(`  ${table.name}: ${m.rows} rows (${formatBytes(m.bytes)})`);
    }
    const sequences = await listSequences(client);
    await client.query('COMMIT');
    return { migration, tables, sequences };
  } catch (err) {
    failed = true;
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    // A connection whose COPY broke off may be mid-protocol: it is dropped, not reused.
    client.release(failed);
  }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(1)} ${units[u]}`;
}
