import type { Db } from '../../db/client';
// eslint-disable-next-line import-x/no-restricted-paths -- the registrations export's formula-safe cells, as the payments report reuses them (issue #16)
import { csvRow } from '../registration/csv';
import * as repo from './repo';

/** Rows read per query while exporting, so memory stays bounded however long the ledger grows. */
const EXPORT_BATCH = 500;

const HEADER = ['Time', 'Candidate', 'Votes', 'Amount', 'Currency', 'Transaction id', 'Voter name'];

/**
 * The vote ledger as a spreadsheet (issue #17): one line per row, newest first, each amount a plain
 * number with its currency beside it so a spreadsheet sums each currency apart; then a blank line and
 * one totals line per currency (never one sum of rupees and dollars). One snapshot throughout, so the
 * totals are those of the lines above them. `write` answers false once the reader has gone.
 */
export async function exportLedgerCsv(db: Db, write: (chunk: string) => Promise<boolean>): Promise<void> {
  await db.transaction(
    async (tx) => {
      if (!(await write(csvRow(HEADER)))) return;
      for (let page = 0; ; page++) {
        const rows = await repo.ledgerPage(tx, { limit: EXPORT_BATCH, offset: page * EXPORT_BATCH });
        const lines = rows.map((r) => csvRow([r.createdAt, r.candidateName, r.votes, r.amount, r.currency, r.txnid, r.voterName]));
        if (rows.length > 0 && !(await write(lines.join('')))) return;
        if (rows.length < EXPORT_BATCH) break;
      }
      const { byCurrency } = await repo.ledgerTotals(tx);
      await write(
        [
          '\r\n',
          csvRow(['Totals by currency', 'Votes', 'Payments', 'Amount', 'Currency']),
          ...byCurrency.map((t) => csvRow([t.currency, t.votes, t.payments, t.revenue, t.currency])),
        ].join(''),
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
