import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@pageant/common';
import { reportDayStart, type PaymentReportFilter } from '@pageant/common/content/payment-report';
import type { Currency } from '@pageant/common/content/pricing';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

/** What the report reads of a payment: never the payer's name, e-mail or phone. */
const reportColumns = {
  id: payments.id,
  txnid: payments.txnid,
  gatewayId: payments.mihpayid,
  purpose: payments.purpose,
  referenceId: payments.referenceId,
  details: payments.details,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
  refundedAt: payments.refundedAt,
  demo: payments.demo,
};

const ONE_DAY_MS = 24 * 60 * 60_000;

function where(f: PaymentReportFilter): SQL | undefined {
  return and(
    f.purpose ? eq(payments.purpose, f.purpose) : undefined,
    f.currency ? eq(payments.currency, f.currency) : undefined,
    f.status ? eq(payments.status, f.status) : undefined,
    f.from ? gte(payments.createdAt, reportDayStart(f.from)) : undefined,
    // The "to" day is included whole: an IST day is always 24 hours long.
    f.to ? lt(payments.createdAt, new Date(reportDayStart(f.to).getTime() + ONE_DAY_MS)) : undefined,
  );
}

/** Newest first; the id breaks ties so pages never overlap. */
export async function listPage(db: DbOrTx, f: PaymentReportFilter, page: { limit: number; offset: number }) {
  return db
    .select(reportColumns)
    .from(payments)
    .where(where(f))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type ReportPaymentRow = Awaited<ReturnType<typeof listPage>>[number];

export interface StatusTotal {
  status: PaymentStatus;
  currency: Currency;
  count: number;
  amount: string;
}

/** Count and sum per status and currency over every payment the filter matches: money is never summed across currencies. */
export async function totalsByStatus(db: DbOrTx, f: PaymentReportFilter): Promise<StatusTotal[]> {
  return db
    .select({
      status: payments.status,
      currency: payments.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(16,2)::text`,
    })
    .from(payments)
    .where(where(f))
    .groupBy(payments.status, payments.currency)
    .orderBy(payments.status, payments.currency);
}
