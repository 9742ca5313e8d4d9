import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AlertTriangle, Printer, RotateCw, Search } from 'lucide-react';
import { CHECK_PAYMENT_PATH, isTxnid, RECEIPT_MSG_PUBLIC, type PaymentReceipt } from '@pageant/common/content/receipts';
import { ApiError, errorMessage } from '@/api/http';
import { SITE } from '@/lib/site-info';
import { Button, ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { ContactLink } from '@/components/contact-link';
import { EVENT_STATUS_PATH } from '@/ssr/route-plan';
import { useSsrData } from '@/ssr/ssr-data';
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

type State =
  | { kind: 'loading' }
  /** The server rendered this page without the receipt (it was told no): the browser asks once more for the reason. */
  | { kind: 'unconfirmed' }
  | { kind: 'ready'; receipt: PaymentReceipt }
  | { kind: 'not-found'; message: string }
  | { kind: 'error'; message: string };

const CHECKING = 'Checking this transaction id once more…';

const OPEN = new Set<PaymentReceipt['status']>(['initiated', 'pending']);

export default function ReceiptPage() {
  const txnid = useParams().txnid ?? '';
  const wellFormed = isTxnid(txnid);
  const served = useSsrData<PaymentReceipt>(wellFormed ? receiptApiPath(txnid) : null);
  // A full page load carries the page's data: without this receipt in it, the server could not show it,
  // and the first paint (server and hydration alike) is already the error screen, not a spinner.
  const rendered = useSsrData<unknown>(EVENT_STATUS_PATH) !== undefined;
  const [state, setState] = useState<State>(() =>
    !wellFormed
      ? { kind: 'not-found', message: RECEIPT_MSG_PUBLIC.notFound }
      : served
        ? { kind: 'ready', receipt: served }
        : rendered
          ? { kind: 'unconfirmed' }
          : { kind: 'loading' },
  );
  const [servedFor] = useState(served ? txnid : null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) {
      setState({ kind: 'not-found', message: RECEIPT_MSG_PUBLIC.notFound });
      return;
    }
    if (txnid === servedFor && attempt === 0) return;
    const ctrl = new AbortController();
    setState((s) => (s.kind === 'unconfirmed' ? s : { kind: 'loading' }));
    getPaymentReceipt(txnid, ctrl.signal)
      .then((receipt) => setState({ kind: 'ready', receipt }))
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404)
          setState({ kind: 'not-found', message: errorMessage(err, RECEIPT_MSG_PUBLIC.notFound) });
        else setState({ kind: 'error', message: RECEIPT_MSG_PUBLIC.loadFailed });
      });
    return () => ctrl.abort();
  }, [txnid, wellFormed, servedFor, attempt]);

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
          <AlertTriangle aria-hidden="true" className="size-12 text-rose" />
          <h1 className="mt-4 font-display text-3xl font-bold text-plum">We could not show this receipt</h1>
          {/* Room for three lines, so the answer that replaces the checking line moves nothing. */}
          <p role={state.kind === 'unconfirmed' ? 'status' : 'alert'} className="mt-3 min-h-[3lh] max-w-md text-ink">
            {state.kind === 'unconfirmed' ? CHECKING : state.message}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {state.kind === 'error' && (
              <Button variant="plum" onClick={() => setAttempt((n) => n + 1)}>
                <RotateCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            )}
            <ButtonLink to={CHECK_PAYMENT_PATH} variant="outline-dark">
              <Search aria-hidden="true" className="size-4" />
              Check a payment
            </ButtonLink>
          </div>
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
      <p className="mt-6 text-center text-xs text-muted print:hidden">
        {'Questions about this payment? Write to '}
        <ContactLink channel="email" className="font-semibold text-rose underline-offset-2 hover:underline" />
        {' with the transaction ID.'}
      </p>
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
