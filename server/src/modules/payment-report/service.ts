import type {
  PaymentReport,
  PaymentReportFilter,
  PaymentReportQuery,
  PaymentReportRow,
  PaymentTotals,
} from '@pageant/common/content/payment-report';
import type { Db, DbOrTx } from '../../db/client';
// eslint-disable-next-line import-x/no-restricted-paths -- trust-pay's descriptions (issue #16), shared by receipts and this report so both say the same
import { describePayments } from '../payments/describe';
// eslint-disable-next-line import-x/no-restricted-paths -- the registrations export's formula-safe cells, reused rather than copied (issue #16); csv.ts belongs under http/ once both exports use it
import { csvRow } from '../registration/csv';
import * as repo from './repo';
import type { ReportPaymentRow } from './repo';

/** Rows read per query while exporting, so memory stays bounded however many payments exist. */
const EXPORT_BATCH = 500;

const EXPORT_HEADER = [
  'Transaction id',
  'Gateway id',
  'Purpose',
  'Description',
  'Amount',
  'Currency',
  'Status',
  'Created',
  'Settled',
  'Refunded',
];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function reportRow(p: ReportPaymentRow, description: string): PaymentReportRow {
  return {
    txnid: p.txnid,
    gatewayId: p.gatewayId,
    purpose: p.purpose,
    description,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    settledAt: iso(p.settledAt),
    refundedAt: iso(p.refundedAt),
    demo: p.demo,
  };
}

/** A page of rows as the report shows them, described in one extra query. */
async function reportRows(tx: DbOrTx, rows: ReportPaymentRow[]): Promise<PaymentReportRow[]> {
  const descriptions = await describePayments(tx, rows);
  return rows.map((r) => reportRow(r, descriptions.get(r.id) ?? ''));
}

const csvLine = (r: PaymentReportRow) =>
  csvRow([r.txnid, r.gatewayId, r.purpose, r.description, r.amount, r.currency, r.status, r.createdAt, r.settledAt, r.refundedAt]);

/** Per status: the count over every currency, `amount` in rupees only (the field's meaning before issue #17), and each currency apart. */
function totalsOf(rows: repo.StatusTotal[]): PaymentTotals {
  const totals: PaymentTotals = {};
  for (const t of rows) {
    const s = (totals[t.status] ??= { count: 0, amount: '0.00', byCurrency: {} });
    s.count += t.count;
    if (t.currency === 'INR') s.amount = t.amount;
    s.byCurrency[t.currency] = { count: t.count, amount: t.amount };
  }
  return totals;
}

export function paymentReportService(db: Db) {
  return {
    /** One page of the filtered payments, newest first, with the totals of the whole filtered set. */
    async list(q: PaymentReportQuery): Promise<PaymentReport> {
      // One snapshot, so the page and its totals never disagree about a payment settling in between.
      return db.transaction(
        async (tx) => {
          const rows = await repo.listPage(tx, q, { limit: q.limit, offset: (q.page - 1) * q.limit });
          const totals = await repo.totalsByStatus(tx, q);
          const count = totals.reduce((n, t) => n + t.count, 0);
          return { payments: await reportRows(tx, rows), totals: totalsOf(totals), page: q.page, totalPages: Math.ceil(count / q.limit) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * The CSV of the same filters: the header, one line per payment (newest first), a blank line, then
     * one line per status with its count and sum. `write` answers false once the reader has gone.
     */
    async exportCsv(filter: PaymentReportFilter, write: (chunk: string) => Promise<boolean>): Promise<void> {
      await db.transaction(
        async (tx) => {
          if (!(await write(csvRow(EXPORT_HEADER)))) return;
          for (let page = 0; ; page++) {
            const rows = await repo.listPage(tx, filter, { limit: EXPORT_BATCH, offset: page * EXPORT_BATCH });
            if (rows.length > 0 && !(await write((await reportRows(tx, rows)).map(csvLine).join('')))) return;
            if (rows.length < EXPORT_BATCH) break;
          }
          const totals = await repo.totalsByStatus(tx, filter);
          await write(
            [
              '\r\n',
              csvRow(['Totals by status', 'Payments', 'Amount', 'Currency']),
              ...totals.map((t) => csvRow([t.status, t.count, t.amount, t.currency])),
            ].join(''),
          );
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type PaymentReportService = ReturnType<typeof paymentReportService>;
