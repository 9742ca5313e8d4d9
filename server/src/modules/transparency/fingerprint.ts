import { createHash } from 'node:crypto';
import { LEDGER_GENESIS_HASH, type LedgerFingerprint } from '@pageant/common/content/transparency';
import type { LedgerDay } from './repo';

/**
 * The daily chain: sha256_hex(previous day's hash + '\n' + that day's lines), UTF-8, the first day
 * starting from 64 zeros. Changing, adding or removing any past row changes its day's hash and
 * every hash after it, so a figure published yesterday cannot be quietly rewritten.
 */
export function chainLedgerDays(days: readonly LedgerDay[]): LedgerFingerprint[] {
  let previous = LEDGER_GENESIS_HASH;
  return days.map((day) => {
    previous = createHash('sha256').update(`${previous}\n${day.lines}`, 'utf8').digest('hex');
    return { date: day.date, count: day.count, sha256: previous };
  });
}
