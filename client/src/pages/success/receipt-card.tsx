import type { ReactNode } from 'react';
import { CheckCircle2, Mail, ShieldCheck } from 'lucide-react';
import { SEASON, type RegistrationReceipt } from '@pageant/common';
import { formatMoney, isCurrency } from '@pageant/common/content/pricing';

/**
 * In the organisation's time zone, named: the server renders the receipt, so a time in the reader's own
 * zone would differ between its HTML and the browser (a hydration mismatch), and IST is the payment's.
 */
const paidAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const formatPaidAt = (iso: string): string => `${paidAtFormat.format(new Date(iso))} IST`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium text-ink sm:text-right">{children}</dd>
    </div>
  );
}

/** The paper part of the success page: what was paid, for what, when, and where the mail went. */
export function ReceiptCard({ receipt }: { receipt: RegistrationReceipt }) {
  const paidAt = receipt.paidAt ?? receipt.createdAt;
  return (
    <article aria-label="Payment receipt" className="overflow-hidden rounded-2xl bg-white text-left shadow-card">
      <header className="flex flex-col items-center bg-plum px-6 pb-7 pt-8 text-center text-ivory">
        <CheckCircle2 aria-hidden="true" className="size-14 text-gold" />
        <h1 className="mt-3 font-display text-3xl font-bold sm:text-4xl">Payment Successful</h1>
        <p className="mt-4 text-xs uppercase tracking-[0.2em] text-lilac">Amount paid</p>
        <p className="figures mt-1 text-4xl font-bold text-gold" data-testid="receipt-amount">
          {/* The fee in the currency it was paid in: rupees through PayU, dollars through Stripe (issue #17). */}
          {formatMoney(Number(receipt.amount), isCurrency(receipt.currency) ? receipt.currency : 'INR')}
        </p>
        <p className="mt-2 text-sm text-lilac">{`Season ${SEASON} contestant registration · ${receipt.category}`}</p>
      </header>
      <dl className="divide-y divide-neutral-200 px-6 sm:px-8">
        <Row label="Contestant">{receipt.fullName}</Row>
        <Row label="Transaction ID">
          <span className="figures select-all tracking-wide" data-testid="receipt-txnid">
            {receipt.txnid}
          </span>
        </Row>
        <Row label="Paid on">
          <span className="figures">{formatPaidAt(paidAt)}</span>
        </Row>
        <Row label="Confirmation sent to">
          <span className="inline-flex items-center gap-1.5" data-testid="receipt-email">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-deep" />
            {receipt.email}
          </span>
        </Row>
      </dl>
      <p className="flex items-center gap-2 border-t border-neutral-200 bg-ivory px-6 py-3 text-xs text-muted sm:px-8">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-gold-deep" />
        Keep the transaction ID for your records. The e-mail also holds your personal link to step 2.
      </p>
    </article>
  );
}
