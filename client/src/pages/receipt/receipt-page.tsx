import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Printer, Search } from 'lucide-react';
import { CHECK_PAYMENT_PATH, isTxnid, RECEIPT_MSG_PUBLIC, type PaymentReceipt } from '@pageant/common/content/receipts';
import { SITE } from '@/lib/site-info';
import { Button, ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { ReceiptProblem } from '@/components/payments/receipt-problem';
import { PaymentHelp } from '@/components/payments/payment-help';
import { useReceipt, type ReceiptState } from '@/components/payments/use-receipt';
import { receiptApiPath } from './first-screen';
import { getPaymentReceipt } from './receipt-api';
import { ReceiptView } from './receipt-view';

/**
 * Printing keeps the receipt alone on the page, whatever the layout around it (navbar, footer,
 * floating buttons): everything else is hidden, the receipt is placed at the top of the sheet.
 */
const PRINT_CSS = `@media print {
  @page { margin: 16mm; }
  body * { visibility: hidden !important; }
  .receipt-print, .receipt-print * { visibility: visible !important; }
  .receipt-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  html, body { background: #fff !important; }
}`;

const CHECKING = 'Checking this transaction id once more…';

const OPEN = new Set<PaymentReceipt['status']>(['initiated', 'pending']);

export default function ReceiptPage() {
  const txnid = useParams().txnid ?? '';
  const wellFormed = isTxnid(txnid);
  const { state: loaded, retry } = useReceipt({
    key: wellFormed ? txnid : null,
    path: receiptApiPath,
    load: getPaymentReceipt,
    notFound: RECEIPT_MSG_PUBLIC.notFound,
    loadFailed: RECEIPT_MSG_PUBLIC.loadFailed,
  });
  // A malformed id is never asked for: it is not a payment of ours (a 400 would mean the same).
  const state: Exclude<ReceiptState<PaymentReceipt>, { kind: 'invalid' }> = wellFormed && loaded.kind !== 'invalid'
    ? loaded
    : { kind: 'not-found', message: RECEIPT_MSG_PUBLIC.notFound };

  if (state.kind === 'loading') {
    return (
      <Shell>
        <div className="flex flex-col items-center pt-6 text-center">
          <Spinner label="Loading your receipt…" className="size-12 text-plum" />
          <h1 className="mt-4 font-display text-3xl font-bold text-plum">Loading your receipt…</h1>
        </div>
      </Shell>
    );
  }

  if (state.kind !== 'ready') {
    return (
      <Shell>
        <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-card">
          {/* Room for three lines, so the answer that replaces the checking line moves nothing. */}
          <ReceiptProblem
            heading="We could not show this receipt"
            message={state.kind === 'unconfirmed' ? CHECKING : state.message}
            checking={state.kind === 'unconfirmed'}
            onRetry={state.kind === 'error' ? retry : undefined}
            iconClassName="size-12"
            messageClassName="max-w-md"
          >
            <ButtonLink to={CHECK_PAYMENT_PATH} variant="outline-dark">
              <Search aria-hidden="true" className="size-4" />
              Check a payment
            </ButtonLink>
          </ReceiptProblem>
        </div>
      </Shell>
    );
  }

  const { receipt } = state;
  const open = OPEN.has(receipt.status);
  return (
    <Shell>
      <style>{PRINT_CSS}</style>
      <div className="receipt-print">
        <ReceiptView receipt={receipt} />
        <p className="mt-4 hidden text-center text-xs text-muted print:block">
          {`${SITE.name} · ${SITE.email.display} · ${SITE.phone.display}`}
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
        {/* An open payment's next step is asking the gateway; a settled one's is keeping the paper. */}
        {open && (
          <ButtonLink to={`${CHECK_PAYMENT_PATH}?txnid=${encodeURIComponent(receipt.txnid)}`} variant="gold" size="lg">
            <Search aria-hidden="true" className="size-5" />
            Check this payment now
          </ButtonLink>
        )}
        <Button variant={open ? 'outline-dark' : 'gold'} size="lg" onClick={() => window.print()} className="w-full sm:w-auto">
          <Printer aria-hidden="true" className="size-5" />
          Print or save as PDF
        </Button>
      </div>
      {open && (
        <p className="mt-4 text-center text-sm text-muted print:hidden">
          Money left your account but this says otherwise? Checking asks the payment gateway at once and counts what you paid for.
        </p>
      )}
      <PaymentHelp
        lead="Questions about this payment?"
        className="mt-6 text-center text-xs text-muted print:hidden"
        linkClassName="font-semibold text-rose underline-offset-2 hover:underline"
      />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <section className="bg-ivory print:bg-white">
      <div className="mx-auto min-h-svh max-w-xl px-4 py-10 sm:py-16 print:min-h-0 print:max-w-none print:p-0">{children}</div>
    </section>
  );
}
