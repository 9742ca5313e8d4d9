/** The admin payments report (issue #16): GET /api/admin/payments and its CSV export. */
import { z } from 'zod';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentPurpose, type PaymentStatus } from '../constants';
import { CURRENCIES, type Currency } from './pricing';

/** Rupees through PayU and dollars through Stripe (issue #17): the report filters and totals by currency. */
export const PAYMENT_CURRENCIES = CURRENCIES;
export type PaymentCurrency = Currency;

export const PAYMENT_REPORT_PAGE_SIZE = 20;
export const PAYMENT_REPORT_MAX_PAGE_SIZE = 100;

/**
 * The zone of the report's days (issue #32): the admin reads every time in IST, so "from 10 Feb" starts
 * at midnight in Mumbai. India keeps no daylight saving, so the offset is fixed.
 */
export const PAYMENT_REPORT_ZONE = { id: 'Asia/Kolkata', short: 'IST', offset: '+05:30' } as const;

/** The instant a 'YYYY-MM-DD' report day begins: its midnight in IST. */
export const reportDayStart = (day: string): Date => new Date(`${day}T00:00:00.000${PAYMENT_REPORT_ZONE.offset}`);

/** The days a date filter takes: every payment ever made, and nothing the database cannot hold a day after. */
export const PAYMENT_REPORT_DAYS = { first: '2000-01-01', last: '2100-12-31' } as const;

export const PAYMENT_REPORT_MSG = {
  purpose: `Unknown purpose. Use one of: ${PAYMENT_PURPOSES.join(', ')}.`,
  status: `Unknown status. Use one of: ${PAYMENT_STATUSES.join(', ')}.`,
  currency: `Unknown currency. Use one of: ${PAYMENT_CURRENCIES.join(', ')}.`,
  from: `The "from" date must be a day from ${PAYMENT_REPORT_DAYS.first} to ${PAYMENT_REPORT_DAYS.last}, like 2026-11-24.`,
  to: `The "to" date must be a day from ${PAYMENT_REPORT_DAYS.first} to ${PAYMENT_REPORT_DAYS.last}, like 2026-11-24.`,
  range: 'The "to" date cannot be before the "from" date.',
  page: 'page must be a whole number from 1.',
  limit: `limit must be a whole number from 1 to ${PAYMENT_REPORT_MAX_PAGE_SIZE}.`,
} as const;

/** '' and 'all' (what a select sends for "any") mean no filter. */
const anyValue = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess(anyValue, z.enum(values, { error }).optional());

const inReportRange = (d: string) => d >= PAYMENT_REPORT_DAYS.first && d <= PAYMENT_REPORT_DAYS.last;

/**
 * A calendar day in IST, as a date input sends it. Bounded: a real but far day (9999-12-31) would
 * only be refused by the database, as the day after it, once the CSV has already started.
 */
const day = (error: string) => z.preprocess(anyValue, z.iso.date({ error }).refine(inReportRange, { error }).optional());

const wholeNumber = (error: string, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }),
  );

const filterShape = {
  purpose: oneOf(PAYMENT_PURPOSES, PAYMENT_REPORT_MSG.purpose),
  status: oneOf(PAYMENT_STATUSES, PAYMENT_REPORT_MSG.status),
  currency: oneOf(PAYMENT_CURRENCIES, PAYMENT_REPORT_MSG.currency),
  from: day(PAYMENT_REPORT_MSG.from),
  to: day(PAYMENT_REPORT_MSG.to),
};
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** Filters shared by the list and the CSV: purpose, status, currency and an IST date range, both ends included. */
export const paymentReportFilterSchema = z.object(filterShape).refine(inOrder, { error: PAYMENT_REPORT_MSG.range, path: ['to'] });
export type PaymentReportFilter = z.infer<typeof paymentReportFilterSchema>;

export const paymentReportQuerySchema = z
  .object({
    ...filterShape,
    page: wholeNumber(PAYMENT_REPORT_MSG.page, 100_000, 1),
    limit: wholeNumber(PAYMENT_REPORT_MSG.limit, PAYMENT_REPORT_MAX_PAGE_SIZE, PAYMENT_REPORT_PAGE_SIZE),
  })
  .refine(inOrder, { error: PAYMENT_REPORT_MSG.range, path: ['to'] });
export type PaymentReportQuery = z.infer<typeof paymentReportQuerySchema>;

/** One payment as the report lists it: no payer name, e-mail or phone. Amounts have two decimals, in the row's currency. */
export interface PaymentReportRow {
  txnid: string;
  /** The gateway's own id (PayU mihpayid) once it answered; null before. */
  gatewayId: string | null;
  purpose: PaymentPurpose;
  description: string;
  amount: string;
  currency: PaymentCurrency;
  status: PaymentStatus;
  createdAt: string;
  settledAt: string | null;
  refundedAt: string | null;
  /** Seeded demo data (issue #29): shown with a chip in the admin, counted like any other payment. */
  demo: boolean;
}

/** One status's payments in one currency. */
export interface CurrencyTotal {
  count: number;
  amount: string;
}

/**
 * Per status: `count` over every currency, `amount` the rupees only (as before issue #17), and
 * `byCurrency` the count and sum in each currency that has payments. Amounts are never added across currencies.
 */
export type PaymentTotals = Partial<
  Record<PaymentStatus, { count: number; amount: string; byCurrency: Partial<Record<Currency, CurrencyTotal>> }>
>;

export interface PaymentReport {
  payments: PaymentReportRow[];
  /** Over the whole filtered set, not only this page. */
  totals: PaymentTotals;
  page: number;
  totalPages: number;
}
