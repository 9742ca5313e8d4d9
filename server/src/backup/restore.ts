import { createReadStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { fixTextFormats, listTables, quoteIdent, quoteName } from './catalog';
import { extractBackup, RestoreRefused, type ExtractedBackup } from './extract';
import { readJournal } from './journal';
import type { BackupManifest } from './manifest';
import { applyMigrations, createMigrationsTable } from './migrations';
import { clearSchema, nonEmptyTables, otherSessions, type TargetTable } from './target';
import { listUploads } from './uploads';

export { RestoreRefused } from './extract';

export interface RestoreOptions {
  pool: Pool;
  file: string;
  /** The target's local uploads folder; null where uploads live in S3 (not in a backup). */
  uploadsDir: string | null;
  /** Where the archive is unpacked and checked first; best on the same disk as uploadsDir. */
  workParent: string;
  replace: boolean;
  /** Asked before --replace removes anything; false leaves everything as it was. */
  confirm?: (toRemove: { tables: TargetTable[]; uploads: number }) => Promise<boolean>;
  onProgress?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations run after the backup's data was loaded (a backup from an older version). */
  migratedTo: { tag: string; idx: number };
  newerMigrations: number;
}

/** A backup taken by a newer version of the site has tables or columns this code does not know. */
function checkSchemaVersion(manifest: BackupManifest): void {
  const journal = readJournal();
  const newest = journal.at(-1)!;
  const known = journal[manifest.migration.idx];
  if (manifest.migration.idx > newest.idx || !known || known.tag !== manifest.migration.tag) {
    throw new RestoreRefused(
      `This backup was taken by a newer version of the site (schema migration ${manifest.migration.tag}, #${manifest.migration.idx}); ` +
        `this version knows migrations up to ${newest.tag} (#${newest.idx}). Update the site's code first, then restore. Nothing was changed.`,
    );
  }
}

/**
 * A backup names exactly the tables of its own schema version: a name from anywhere else (a system
 * catalog in a crafted archive) is never written to.
 */
async function checkTablesMatch(client: PoolClient, manifest: BackupManifest): Promise<void> {
  const schema = new Set((await listTables(client)).map((t) => t.name));
  const named = new Set(manifest.tables.map((t) => t.name));
  const unknown = [...named].filter((n) => !schema.has(n));
  const missing = [...schema].filter((n) => !named.has(n));
  if (unknown.length > 0 || missing.length > 0) {
    throw new RestoreRefused(
      `The backup does not match its schema version ${manifest.migration.tag}: ` +
        [
          unknown.length > 0 ? `it has tables that version does not (${unknown.join(', ')})` : '',
          missing.length > 0 ? `it lacks ${missing.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') +
        '. Nothing was changed.',
    );
  }
}

/** Loads every table from the checked parts, in the backup's order (parents before children). */
async function loadTables(client: PoolClient, backup: ExtractedBackup, progress: (l: string) => void): Promise<void> {
  // Rows the migrations themselves inserted (the event switch) give way to the backup's, children first.
  for (const t of [...backup.manifest.tables].reverse()) {
    const has = await client.query(`SELECT 1 FROM ${quoteName(t.name)} LIMIT 1`);
    if (has.rowCount) await client.query(`DELETE FROM ${quoteName(t.name)}`);
  }
  for (const t of backup.manifest.tables) {
    const part = backup.parts.get(t.file)!;
    const stream = client.query(copyFrom(`COPY ${quoteName(t.name)} (${t.columns.map(quoteIdent).join(', ')}) FROM STDIN`));
    await pipeline(createReadStream(part.path), stream);
    if (stream.rowCount !== t.rows) throw new Error(`${t.name}: ${stream.rowCount} rows loaded where the backup has ${t.rows}`);
    progress(`  ${t.name}: ${t.rows} rows`);
  }
  for (const s of backup.manifest.sequences) {
    const exists = await client.query<{ r: string | null }>('SELECT to_regclass($1)::text AS r', [s.name]);
    if (/^(public|drizzle)\./.test(s.name) && exists.rows[0]?.r)
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [s.name, s.lastValue, s.isCalled]);
  }
}

/** The target must be free (no other sessions) and empty, or --replace'd and confirmed. */
async function refuseUnlessFree(client: PoolClient, opts: RestoreOptions, progress: (l: string) => void): Promise<void> {
  const others = await otherSessions(client);
  if (others.length > 0) {
    throw new RestoreRefused(
      `The target database is in use: ${others.length} other connection(s) are open to it (pids ${others.map((o) => o.pid).join(', ')}; a running server?). ` +
        'Stop the server first. Nothing was changed.',
    );
  }
  const tables = await nonEmptyTables(client);
  const uploads = listUploads(opts.uploadsDir).length;
  if (tables.length > 0 || uploads > 0) {
    const list = tables.map((t) => `${t.name} (${t.rows} rows)`).join(', ');
    const what = [tables.length > 0 ? `tables with rows: ${list}` : '', uploads > 0 ? `${uploads} uploaded files` : '']
      .filter(Boolean)
      .join('; ');
    if (!opts.replace)
      throw new RestoreRefused(
        `The target is not empty (${what}). Restore into an empty database, or pass --replace to remove all of it first. Nothing was changed.`,
      );
    if (opts.confirm && !(await opts.confirm({ tables, uploads }))) throw new RestoreRefused('Restore cancelled. Nothing was changed.');
    progress(`Replacing: ${what}.`);
  }
}

/** Same disk: renames, so the swap is quick and the old folder can come back if the commit fails. Answers where the old one went. */
function swapInUploads(staged: string, uploadsDir: string): string | null {
  mkdirSync(staged, { recursive: true });
  let old: string | null = null;
  if (existsSync(uploadsDir)) {
    old = `${uploadsDir}.before-restore-${Date.now()}`;
    renameSync(uploadsDir, old);
  }
  try {
    mkdirSync(path.dirname(uploadsDir), { recursive: true });
    renameSync(staged, uploadsDir);
  } catch (err) {
    if (old) renameSync(old, uploadsDir);
    throw err;
  }
  return old;
}

/**
 * Restores a backup into the database behind `pool` and into `uploadsDir`. Everything is checked
 * first (archive, sha256, rows, schema version, an empty or --replace'd target, no other
 * sessions); then ONE transaction rebuilds the schema at the backup's version, loads the data and
 * runs the newer migrations, and the uploads are swapped in just before it commits.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const progress = opts.onProgress ?? (() => {});
  mkdirSync(opts.workParent, { recursive: true });
  const workDir = mkdtempSync(path.join(opts.workParent, '.restore-'));
  const client = await opts.pool.connect();
  let broken = false;
  let old: string | null = null;
  let swapped = false;
  try {
    progress(`Checking ${opts.file}...`);
    const backup = await extractBackup(opts.file, workDir);
    const { manifest } = backup;
    checkSchemaVersion(manifest);
    progress(
      `Backup of ${manifest.createdAt}, schema ${manifest.migration.tag}: ${manifest.tables.length} tables, ${manifest.uploads.length} uploads; all sha256 and row counts match.`,
    );

    await refuseUnlessFree(client, opts, progress);

    await client.query('BEGIN');
    await fixTextFormats(client);
    // Two restores at once would interleave their DROPs and COPYs: the second waits for the first.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['pageant-restore']);
    await clearSchema(client);
    await createMigrationsTable(client);
    await applyMigrations(client, 0, manifest.migration.idx, false);
    await checkTablesMatch(client, manifest);
    progress('Tables:');
    await loadTables(client, backup, progress);
    const journal = readJournal();
    const newer = await applyMigrations(client, manifest.migration.idx + 1, journal.at(-1)!.idx, true);
    if (newer.length > 0) progress(`Ran ${newer.length} newer migration(s) up to ${journal.at(-1)!.tag}.`);

    if (opts.uploadsDir) {
      old = swapInUploads(path.join(workDir, 'parts', 'uploads'), opts.uploadsDir);
      swapped = true;
      progress(`Uploads: ${manifest.uploads.length} files.`);
    } else if (manifest.uploads.length > 0) {
      progress(
        `Uploads: skipped (${manifest.uploads.length} files in the backup): the uploads of this site are in S3, which a backup does not hold.`,
      );
    }
    await client.query('COMMIT');
    if (old) rmSync(old, { recursive: true, force: true });
    return { manifest, migratedTo: journal.at(-1)!, newerMigrations: newer.length };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    if (swapped && opts.uploadsDir) {
      rmSync(opts.uploadsDir, { recursive: true, force: true });
      if (old) renameSync(old, opts.uploadsDir);
    }
    if (err instanceof RestoreRefused) throw err;
    throw new Error(`The restore failed and was rolled back (nothing was changed): ${(err as Error).message}`, { cause: err });
  } finally {
    client.release(broken);
    rmSync(workDir, { recursive: true, force: true });
  }
}
