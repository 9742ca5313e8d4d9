import { readFileSync } from 'node:fs';
import { migrationsFolder } from '../db/migrate';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this code knows, in order: what a restore migrates to and compares against. */
export function readJournal(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map((e) => ({ idx: e.idx, when: e.when, tag: e.tag })).sort((a, b) => a.idx - b.idx);
}

/**
 * Names the newest applied migration. A database migrated by newer code has one this journal
 * does not list: it is named by its position, and a restore by this code refuses it.
 */
export function newestApplied(applied: { createdAt: number }[], journal: JournalEntry[]): { tag: string; idx: number } {
  const last = applied.at(-1);
  if (!last) return { tag: 'none', idx: -1 };
  const known = journal.find((e) => e.when === last.createdAt);
  return known ? { tag: known.tag, idx: known.idx } : { tag: `unknown-${last.createdAt}`, idx: applied.length - 1 };
}
