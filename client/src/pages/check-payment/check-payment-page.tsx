import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CheckCircle2, Clock, Mail, MessageSquareText, RotateCcw, Search, Smartphone } from 'lucide-react';
import { isTxnid, receiptPath, RECEIPT_MSG_PUBLIC } from '@pageant/common/content/receipts';
import { ApiError, errorMessage } from '@/api/http';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { PaymentHelp } from '@/components/payments/payment-help';
import { PageHero } from '@/components/page-hero';
import { Spinner } from '@/components/spinner';
import { confirmPayment } from './confirm-payment';

/** What the voter, contestant or donor can do here, said once, plainly. */
const WHERE_TO_FIND = [
  { icon: Mail, text: 'in the receipt e-mail we sent you, if you gave an address' },
  { icon: Smartphone, text: 'on the screen you saw after paying, under "Transaction ID"' },
  { icon: MessageSquareText, text: "in the payment gateway's e-mail or SMS, as the merchant transaction id" },
] as const;

/** A pasted id often carries spaces or a trailing full stop from the message it came from. */
const tidy = (s: string) => s.trim().replace(/[.\s]+$/u, '');

export default function CheckPaymentPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromLink = tidy(params.get('txnid') ?? '');
  const [txnid, setTxnid] = useState(fromLink);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** 'confirming' while the payment is still open and checked again; 'waited' once we stopped asking. */
  const [open, setOpen] = useState<{ txnid: string; phase: 'confirming' | 'waited' } | null>(null);
  const ctrl = useRef<AbortController | null>(null);
  useEffect(() => () => ctrl.current?.abort(), []);

  async function check(id: string) {
    setError('');
    setBusy(true);
    ctrl.current?.abort();
    const run = new AbortController();
    ctrl.current = run;
    try {
      const settled = await confirmPayment(id, run.signal, () => setOpen({ txnid: id, phase: 'confirming' }));
      if (settled) {
        navigate(receiptPath(id), { state: { checked: true } });
        return;
      }
      setBusy(false);
      setOpen({ txnid: id, phase: 'waited' });
    } catch (err) {
      if (run.signal.aborted) return;
      setBusy(false);
      setOpen(null);
      const status = err instanceof ApiError ? err.status : 0;
      setError(status === 404 || status === 429 ? errorMessage(err, RECEIPT_MSG_PUBLIC.notFound) : RECEIPT_MSG_PUBLIC.checkFailed);
    }
  }

  // Arriving with ?txnid= (back from Stripe Checkout before its webhook, or from a "Check my payment"
  // link): ask at once rather than making her press the button. After hydration, never while rendering.
  useEffect(() => {
    if (isTxnid(fromLink)) void check(fromLink);
    // Only the address this page was opened with; later checks are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- check() is recreated each render and must not re-run this
  }, [fromLink]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const id = tidy(txnid);
    if (!id) return setError(RECEIPT_MSG_PUBLIC.txnidRequired);
    if (!isTxnid(id)) return setError(RECEIPT_MSG_PUBLIC.txnidInvalid);
    void check(id);
  }

  return (
    <>
      <PageHero eyebrow="Payments" title="Check my payment" variant="compact">
        Paid, but your votes, registration or donation do not show? Enter the transaction ID: we ask the payment gateway at once and count
        what you paid for.
      </PageHero>
      <section className="bg-ivory">
        <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.1fr_1fr]">
          {open ? (
            <ConfirmingPanel txnid={open.txnid} waited={open.phase === 'waited'} onAgain={() => void check(open.txnid)} />
          ) : (
            <form onSubmit={submit} noValidate className="rounded-2xl bg-white p-6 shadow-card sm:p-8" aria-labelledby="check-heading">
              <h2 id="check-heading" className="font-display text-2xl font-bold text-plum">
                Find your payment
              </h2>
              <FormField
                label="Transaction ID"
                name="txnid"
                value={txnid}
                onChange={(e) => setTxnid(e.target.value)}
                error={error || undefined}
                hint="It starts with T, e.g. T3f9c0a1b2c3d4e5f6a7b."
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                inputMode="text"
                maxLength={60}
                className="mt-5 [&_input]:figures [&_input]:min-h-11 [&_input]:text-base"
              />
              <Button type="submit" variant="gold" size="lg" className="mt-6 w-full sm:w-auto" disabled={busy} aria-busy={busy}>
                {busy ? <Spinner label="Checking" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
                {busy ? 'Checking with the gateway…' : 'Check my payment'}
              </Button>
              <p className="mt-4 text-xs text-muted">
                Nothing is charged by checking. A payment that is already complete is only shown, never counted twice.
              </p>
            </form>
          )}
          <aside className="rounded-2xl border border-lilac bg-white/60 p-6 sm:p-8" aria-labelledby="where-heading">
            <h2 id="where-heading" className="font-display text-xl font-bold text-plum">
              Where to find it
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-ink">
              {WHERE_TO_FIND.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
            <h2 className="mt-8 font-display text-xl font-bold text-plum">What happens</h2>
            <ul className="mt-4 space-y-3 text-sm text-ink">
              {[
                'If the bank took the money, your votes are added (or your registration or donation confirmed) in seconds.',
                'If the payment failed, the receipt says so and nothing was charged.',
                'Either way you get a receipt you can print.',
              ].map((text) => (
                <li key={text} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
            <PaymentHelp
              lead="Still stuck?"
              className="mt-8 text-sm text-muted"
              linkClassName="break-all font-semibold text-rose underline-offset-2 hover:underline"
            />
          </aside>
        </div>
      </section>
    </>
  );
}

/**
 * A payment the gateway has not confirmed yet. It is never counted from this page's say-so: only the
 * gateway's word (Stripe's webhook, a session lookup, PayU's verify) settles it, and we keep asking.
 */
function ConfirmingPanel({ txnid, waited, onAgain }: { txnid: string; waited: boolean; onAgain: () => void }) {
  return (
    <div
      className="self-start rounded-2xl bg-white p-6 shadow-card sm:p-8"
      role="status"
      aria-live="polite"
      data-testid="payment-confirming"
    >
      {waited ? (
        <>
          <Clock aria-hidden="true" className="size-10 text-gold-deep" />
          <h2 className="mt-3 font-display text-2xl font-bold text-plum">Your payment is not confirmed yet</h2>
          <p className="mt-3 text-sm text-ink">
            We asked the payment partner for two minutes and it has not confirmed this payment. Banks sometimes take longer. If it succeeds
            it is counted by itself, never twice; if it fails nothing is charged.
          </p>
        </>
      ) : (
        <>
          <Spinner label="Confirming your payment" className="size-10 text-gold-deep" />
          <h2 className="mt-3 font-display text-2xl font-bold text-plum">Confirming your payment…</h2>
          <p className="mt-3 text-sm text-ink">
            The payment partner is confirming it with your bank. This usually takes a few seconds; keep this page open and we will show your
            receipt as soon as it is done.
          </p>
        </>
      )}
      <p className="mt-4 text-xs text-muted">
        Transaction ID <span className="figures select-all break-all font-semibold text-ink">{txnid}</span>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        {waited && (
          <Button variant="gold" size="lg" onClick={onAgain}>
            <RotateCcw aria-hidden="true" className="size-5" />
            Check again
          </Button>
        )}
        <Link
          to={receiptPath(txnid)}
          className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-plum underline underline-offset-4 hover:text-rose"
        >
          See this payment&apos;s receipt
        </Link>
      </div>
    </div>
  );
}
