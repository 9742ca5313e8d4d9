import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { formatIst } from '@pageant/common/content/zoned-format';

/**
 * In the organisation's time zone, named: the server renders the summary, so a time in the reader's
 * own zone would differ between its HTML and the browser (a hydration mismatch), and IST is the payment's own.
 * Her own time is added beside it after hydration (PaymentTime).
 */
export const formatPaymentTime = (iso: string): string => formatIst(iso);

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6 print:flex-row print:justify-between">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium text-ink sm:text-right">{children}</dd>
    </div>
  );
}

/** The transaction ID, the key of every receipt: selectable in one tap, the same on every summary. */
export function TxnidRow({ txnid }: { txnid: string }) {
  return (
    <SummaryRow label="Transaction ID">
      <span className="figures select-all tracking-wide" data-testid="receipt-txnid">
        {txnid}
      </span>
    </SummaryRow>
  );
}

interface PaymentSummaryProps {
  /** The article's accessible name; without it the article is named by its heading (`headingId`). */
  label?: string;
  headingId?: string;
  testId?: string;
  /** A small line above the icon (the organisation's name on the printable receipt). */
  eyebrow?: string;
  icon: ReactNode;
  heading: string;
  amountLabel: string;
  amount: ReactNode;
  caption: ReactNode;
  captionTestId?: string;
  /** The caption carries what was paid for when it is the only place that says so. */
  captionStrong?: boolean;
  note: ReactNode;
  /** The `<dl>` rows (SummaryRow). */
  children: ReactNode;
}

/**
 * The paper of a payment, shared by the printable receipt and the registration's success page: what
 * was paid, for what and when. The print classes keep it on the sheet alone (see the receipt page).
 */
export function PaymentSummary(props: PaymentSummaryProps) {
  const { label, headingId, testId, eyebrow, icon, heading, amountLabel, amount, caption, captionTestId, captionStrong, note, children } =
    props;
  return (
    <article
      aria-label={label}
      aria-labelledby={label ? undefined : headingId}
      data-testid={testId}
      className="receipt-paper overflow-hidden rounded-2xl bg-white text-left shadow-card print:rounded-none print:shadow-none"
    >
      <header className="flex flex-col items-center bg-plum px-6 pb-7 pt-8 text-center text-ivory print:bg-white print:px-0 print:pb-4 print:pt-0 print:text-ink">
        {eyebrow ? (
          <>
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold print:text-ink">{eyebrow}</p>
            <div className="mt-4">{icon}</div>
          </>
        ) : (
          icon
        )}
        <h1 id={label ? undefined : headingId} className="mt-3 font-display text-3xl font-bold sm:text-4xl print:text-plum">
          {heading}
        </h1>
        <p className="mt-4 text-xs uppercase tracking-[0.2em] text-lilac print:text-muted">{amountLabel}</p>
        <p className="figures mt-1 text-4xl font-bold text-gold print:text-ink" data-testid="receipt-amount">
          {amount}
        </p>
        <p className={`mt-2 print:text-ink ${captionStrong ? 'text-base text-ivory' : 'text-sm text-lilac'}`} data-testid={captionTestId}>
          {caption}
        </p>
      </header>
      <dl className="divide-y divide-neutral-200 px-6 sm:px-8 print:px-0">{children}</dl>
      <p className="flex items-start gap-2 border-t border-neutral-200 bg-ivory px-6 py-3 text-xs text-muted sm:px-8 print:bg-white print:px-0">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
        {note}
      </p>
    </article>
  );
}
