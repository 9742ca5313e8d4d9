/** The per-group seeding protocol: fill an empty table, leave a filled one alone, or replace it on reset. */
import { count, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { StorageDriver } from '../storage/driver';
import { createImageMaker, mapLimit, type ImageMaker } from './images';

/** Content tables the seed owns, by their schema.ts export names. */
export const SEED_TABLES = [
  'homeImages',
  'teamMembers',
  'mediaItems',
  'sponsorLogos',
  'homeBrands',
  'testimonials',
  'ngoCards',
  'csrImages',
  'competitionPage',
  'candidates',
] as const;
export type SeedTable = (typeof SEED_TABLES)[number];

/** Rows inserted per table by one run (0 for a group left alone). */
export type SeedSummary = Record<SeedTable, number>;

export interface SeedDeps {
  db: Db;
  storage: StorageDriver;
  log?: (msg: string) => void;
}

export interface SeedOptions {
  /** Replace the seeded groups' rows (and their stored files) even when they already hold content. */
  reset?: boolean;
}

export type Inserter = (tx: Tx) => Promise<number>;

export interface SeedGroup {
  name: SeedTable;
  table: PgTable;
  /** Storage keys referenced by the rows currently in the table. */
  storedKeys(tx: Tx): Promise<string[]>;
  /** Renders and stores the group's pictures; returns the insert to run inside the group's transaction. */
  build(images: ImageMaker): Promise<Inserter>;
}

export function nonNullKeys(values: readonly (string | null | undefined)[]): string[] {
  return values.filter((k): k is string => typeof k === 'string' && k.length > 0);
}

/** storedKeys for a table whose rows each hold one picture's storage key, in `column`. */
export function keysIn(table: PgTable, column: PgColumn): SeedGroup['storedKeys'] {
  return async (tx) => nonNullKeys((await tx.select({ key: column }).from(table)).map((r) => r.key as string | null));
}

/**
 * A group whose rows are one list of seeds, each rendered to its pictures by `toRow` (given its index,
 * which most groups use as the sort order) and stored under `keyColumn`.
 */
export function rowsGroup<TTable extends PgTable, T>(
  name: SeedTable,
  table: TTable,
  keyColumn: PgColumn,
  seeds: readonly T[],
  toRow: (seed: T, index: number, images: ImageMaker) => Promise<TTable['$inferInsert']>,
): SeedGroup {
  return {
    name,
    table,
    storedKeys: keysIn(table, keyColumn),
    async build(images) {
      const rows = await mapLimit(seeds, (seed, i) => toRow(seed, i, images));
      // A plain insert stores every row or throws, so the count is the rows'.
      return async (tx) => {
        await tx.insert(table).values(rows);
        return rows.length;
      };
    },
  };
}

/** Numbers the seeds 0, 1, 2… within each type, in list order: the order the pages show them in. */
export function withOrderInType<T extends { type: string }>(seeds: readonly T[]): (T & { sortOrder: number })[] {
  const next = new Map<string, number>();
  return seeds.map((s) => {
    const sortOrder = next.get(s.type) ?? 0;
    next.set(s.type, sortOrder + 1);
    return { ...s, sortOrder };
  });
}

async function rowCount(db: DbOrTx, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Runs one group: pictures are rendered before the transaction (so it stays short); the table is
 * locked against a concurrent seed, re-checked, optionally cleared, and filled. Old files are
 * deleted only after the commit; new files are removed again if the group inserts nothing or fails.
 */
export async function runGroup(deps: SeedDeps, group: SeedGroup, opts: SeedOptions): Promise<number> {
  const { db, storage } = deps;
  const log = deps.log ?? (() => {});
  const reset = opts.reset === true;
  if (!reset && (await rowCount(db, group.table)) > 0) {
    log(`${group.name}: already has content, left alone`);
    return 0;
  }
  const images = createImageMaker(storage);
  let oldKeys: string[] = [];
  let inserted: number;
  try {
    const insert = await group.build(images);
    inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${group.table} IN SHARE ROW EXCLUSIVE MODE`);
      if (reset) {
        oldKeys = await group.storedKeys(tx);
        await tx.delete(group.table);
      } else if ((await rowCount(tx, group.table)) > 0) {
        return 0;
      }
      return insert(tx);
    });
  } catch (err) {
    await images.discard();
    throw err;
  }
  if (inserted === 0) {
    await images.discard();
    log(`${group.name}: filled by someone else meanwhile, left alone`);
    return 0;
  }
  const removed = await Promise.allSettled(oldKeys.map((key) => storage.delete(key)));
  const failed = removed.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log(`${group.name}: ${failed} old file(s) could not be removed`);
  log(`${group.name}: ${reset ? 'replaced with' : 'inserted'} ${inserted} row(s), ${images.keys.length} image(s)`);
  return inserted;
}
