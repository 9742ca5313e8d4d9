import type { CsrStandingRow } from '@pageant/common/content/csr-drive';
// eslint-disable-next-line import-x/no-restricted-paths -- the registrations export's formula-safe cells, as the payments report and the vote ledger reuse them
import { csvRow } from '../registration/csv';

const HEADER = [
  'Rank',
  'Contestant',
  'Category',
  'Percent of target',
  'Marks (of 30)',
  'Donors',
  'Raised',
  'Currency',
  'Target',
  'Currency',
  'Raised',
  'Currency',
  'Target',
  'Currency',
];

/** Two decimals at most, as a plain number a spreadsheet reads. */
const plain = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The CSR standings as a spreadsheet: one line per contestant in rank order, each amount a plain
 * number with its currency beside it (as the other exports), rupees and dollars in their own cells
 * since the two are never added.
 */
export function standingsCsv(rows: CsrStandingRow[]): string {
  const lines = rows.map((r, i) =>
    csvRow([
      i + 1,
      r.name,
      r.category,
      r.percent.toFixed(1),
      r.marks.toFixed(1),
      r.donors,
      plain(r.raised.INR),
      'INR',
      plain(r.target.INR),
      'INR',
      plain(r.raised.USD),
      'USD',
      plain(r.target.USD),
      'USD',
    ]),
  );
  return csvRow(HEADER) + lines.join('');
}
