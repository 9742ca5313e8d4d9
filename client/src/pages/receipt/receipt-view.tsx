import type { ReactNode } from 'react';
import { CheckCircle2, Clock3, RotateCcw, ShieldCheck, XCircle } from 'lucide-react';
import { RECEIPT_PURPOSE_LABELS, RECEIPT_STATUS_LABELS, type PaymentReceipt } from '@pageant/common/content/receipts';
import { formatMoney } from '@pageant/common/content/pricing';
import { SITE } from '@/app/site-info';

/**
 * In the organisation's time zone, named: the server renders the receipt, so a time in the reader's
 * own zone would differ between its HTML and the browser, and IST is the payment's own.
 */
const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const formatReceiptTime = (iso: string): string => `${timeFormat.format(new Date(iso))} IST`;

const HEADINGS: Record<PaymentReceipt['status'], string> = {
  success: 'Payment receipt',
  refunded: 'Payment refunded',
  failure: 'Payment failed',
  pending: 'Payment awaiting the bank',
  initiated: 'Payment not completed',
};

/** Dollars with their cents ('$450.00'), rupees as every receipt has shown them ('₹2,000'). */
export const formatReceiptAmount = (r: Pick<PaymentReceipt, 'amount' | 'currency'>): string =>
  formatMoney(r.amount, r.currency ?? 'INR', { cents: r.currency === 'USD' });

/** What the amount line says the money did, by state. */
const AMOUNT_LABELS: Record<PaymentReceipt['status'], string> = {
  success: 'Amount paid',
  refunded: 'Amount refunded',
  failure: 'Amount not charged',
  pending: 'Amount',
  initiated: 'Amount',
};

const STATUS_TONE: Record<PaymentReceipt['status'], string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  refunded: 'bg-lilac/40 text-plum ring-plum/25',
  failure: 'bg-rose/10 text-rose-deep ring-rose/30',
  pending: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  initiated: 'bg-amber-50 text-amber-900 ring-amber-700/25',
};

function StatusIcon({ status }: { status: PaymentReceipt['status'] }) {
  const cls = 'size-12 print:size-8';
  if (status === 'success') return <CheckCircle2 aria-hidden="true" className={`${cls} text-gold`} />;
  if (status === 'refunded') return <RotateCcw aria-hidden="true" className={`${cls} text-gold`} />;
  if (status === 'failure') return <XCircle aria-hidden="true" className={`${cls} text-rose`} />;
  return <Clock3 aria-hidden="true" className={`${cls} text-gold`} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6 print:flex-row print:justify-between">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium text-ink sm:text-right">{children}</dd>
    </div>
  );
}

/** The paper: what was paid, for what, when, and in which state; never who paid. */
export function ReceiptView({ receipt }: { receipt: PaymentReceipt }) {
  const { status } = receipt;
  return (
    <article
      aria-labelledby="receipt-heading"
      data-testid="payment-receipt"
      className="receipt-paper overflow-hidden rounded-2xl bg-white text-left shadow-card print:rounded-none print:shadow-none"
    >
      <header className="flex flex-col items-center bg-plum px-6 pb-7 pt-8 text-center text-ivory print:bg-white print:px-0 print:pb-4 print:pt-0 print:text-ink">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold print:text-ink">{SITE.name}</p>
        <div className="mt-4">
          <StatusIcon status={status} />
        </div>
        <h1 id="receipt-heading" className="mt-3 font-display text-3xl font-bold sm:text-4xl print:text-plum">
          {HEADINGS[status]}
        </h1>
        <p className="mt-4 text-xs uppercase tracking-[0.2em] text-lilac print:text-muted">{AMOUNT_LABELS[status]}</p>
        <p className="figures mt-1 text-4xl font-bold text-gold print:text-ink" data-testid="receipt-amount">
          {formatReceiptAmount(receipt)}
        </p>
        <p className="mt-2 text-base text-ivory print:text-ink" data-testid="receipt-description">
          {receipt.description}
        </p>
      </header>
      <dl className="divide-y divide-neutral-200 px-6 sm:px-8 print:px-0">
        <Row label="Status">
          <span
            data-testid="receipt-status"
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[status]}`}
          >
            {RECEIPT_STATUS_LABELS[status]}
          </span>
        </Row>
        <Row label="For">{RECEIPT_PURPOSE_LABELS[receipt.purpose]}</Row>
        <Row label="Transaction ID">
          <span className="figures select-all tracking-wide" data-testid="receipt-txnid">
            {receipt.txnid}
          </span>
        </Row>
        <Row label="Started">
          <span className="figures">{formatReceiptTime(receipt.createdAt)}</span>
        </Row>
        {receipt.settledAt && (
          <Row label={status === 'failure' ? 'Declined' : 'Paid'}>
            <span className="figures">{formatReceiptTime(receipt.settledAt)}</span>
          </Row>
        )}
        {receipt.refundedAt && (
          <Row label="Refunded">
            <span className="figures">{formatReceiptTime(receipt.refundedAt)}</span>
          </Row>
        )}
        <Row label="Currency">{receipt.currency === 'USD' ? 'USD (US dollars)' : 'INR (Indian rupees)'}</Row>
      </dl>
      <p className="flex items-start gap-2 border-t border-neutral-200 bg-ivory px-6 py-3 text-xs text-muted sm:px-8 print:bg-white print:px-0">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
        {status === 'refunded'
          ? 'The full amount went back to the account it came from; banks take 5 to 7 working days to show it.'
          : 'This receipt is read live from our payment records. Keep the transaction ID: it is all our team needs to help you.'}
      </p>
    </article>
  );
}
