import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowRight, CheckCircle2, ReceiptText } from 'lucide-react';
import { RECEIPT_MSG, isRegistrationToken, type RegistrationReceipt } from '@pageant/common';
import { CHECK_PAYMENT_PATH, receiptPath as paymentReceiptPath } from '@pageant/common/content/receipts';
import { getRegistrationReceipt } from '@/api/registration';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { ReceiptProblem } from '@/components/payments/receipt-problem';
import { useReceipt, type ReceiptState } from '@/components/payments/use-receipt';
import { readPaidToken, readRegistrationData, savePaidToken } from '@/lib/registration-storage';
import { ContactLink } from '@/components/contact-link';
import { receiptPath, tokenInAddress } from './first-screen';
import { ReceiptCard } from './receipt-card';
import { useCountdown } from './use-countdown';

/** Long enough to read the receipt, short enough that nobody wonders what to do next. */
export const SUCCESS_REDIRECT_SECONDS = 8;

/**
 * With nothing to show, SPEC §2's two lines stay this long before the page goes back to the form:
 * SPEC names no delay, and this is how long its success toasts stay (2 s), time to read two words.
 */
export const BARE_SUCCESS_REDIRECT_MS = 2000;

const LOAD_FAILED = 'We could not load your receipt just now. Please check your connection and try again.';
const CHECKING = 'Checking this link once more…';

/**
 * The token in the address wins; this tab's memory of a paid registration is only the fallback (SPEC §2).
 * The server renders from the address alone, so the tab's memory is read after hydration: `undefined`
 * means not read yet, and the page shows its loading state until then.
 */
function useToken(param: string | null): { token: string; resolving: boolean } {
  const fromUrl = tokenInAddress(param);
  const [remembered, setRemembered] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!fromUrl) setRemembered(readPaidToken() ?? '');
  }, [fromUrl]);
  return { token: fromUrl || remembered || '', resolving: !fromUrl && remembered === undefined };
}

export default function SuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token, resolving } = useToken(params.get('id'));
  const wellFormed = isRegistrationToken(token);
  const [staying, setStaying] = useState(false);
  // SPEC §2: the step-1 data saved before payment travels on to the details step when this tab has it.
  // Read on mount, before the receipt's arrival clears it from storage (the effects run in this order).
  const [carried, setCarried] = useState<unknown>(null);
  useEffect(() => setCarried(readRegistrationData()), []);
  // After a full page load the server has asked for the receipt of the token in the address (resolving
  // never holds a well-formed token: that comes from the address or from this tab's memory, once read).
  const { state, retry } = useReceipt({
    key: wellFormed ? token : null,
    path: receiptPath,
    load: getRegistrationReceipt,
    notFound: RECEIPT_MSG.notFound,
    loadFailed: LOAD_FAILED,
    invalidOn400: true,
    onReady: savePaidToken,
  });

  // Nothing to go on at all: SPEC's original behaviour, back to the form once its two lines were seen.
  useEffect(() => {
    if (resolving || token) return;
    const t = setTimeout(() => navigate('/registration', { replace: true }), BARE_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [resolving, token, navigate]);

  const detailsUrl = `/confirmdetail?id=${encodeURIComponent(token)}`;
  const goOn = useCallback(() => navigate(detailsUrl, { replace: true, state: carried ?? undefined }), [navigate, detailsUrl, carried]);
  const left = useCountdown(SUCCESS_REDIRECT_SECONDS, wellFormed && state.kind === 'ready' && !staying, goOn);
  const shown: ReceiptState<RegistrationReceipt> = resolving || !token || wellFormed ? state : { kind: 'invalid' };

  if (!resolving && !token) {
    return (
      <Shell>
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-gold" />
        <h1 className="mt-4 font-display text-3xl font-bold text-plum sm:text-4xl">Payment Successful</h1>
        <p role="status" className="mt-3 text-muted">
          Redirecting...
        </p>
      </Shell>
    );
  }

  // The spinner and the icons share one 56 px box, so the h1 under them (the same element from state to state) stays put.
  if (shown.kind === 'loading') {
    return (
      <Shell>
        <Spinner label="Confirming your payment…" className="size-14 text-plum" />
        {/* The server renders this state (it cannot know the answer yet), and its HTML carries the page's h1. */}
        <h1 className="mt-4 font-display text-3xl font-bold text-plum sm:text-4xl">Confirming your payment…</h1>
      </Shell>
    );
  }

  if (shown.kind !== 'ready') {
    const message = shown.kind === 'invalid' ? RECEIPT_MSG.invalidLink : shown.kind === 'unconfirmed' ? CHECKING : shown.message;
    return (
      <Shell>
        {/* Full width and room for three lines on a phone (two wider up), so the answer that replaces the checking line moves nothing. */}
        <ReceiptProblem
          heading="We could not show your receipt"
          message={message}
          checking={shown.kind === 'unconfirmed'}
          onRetry={shown.kind === 'error' ? retry : undefined}
          iconClassName="mx-auto size-14"
          messageClassName="w-full sm:min-h-[2lh]"
          help={
            <p className="mt-3 text-sm text-muted">
              {'If money has left your account, your confirmation e-mail holds your receipt and your link to step 2. Or write to us at '}
              <ContactLink channel="email" className="font-semibold text-rose underline underline-offset-2" />
              {' with your transaction ID.'}
            </p>
          }
        >
          <ButtonLink to="/registration" variant="outline-dark">
            Back to registration
          </ButtonLink>
          <ButtonLink to={CHECK_PAYMENT_PATH} variant="outline-dark">
            Check my payment
          </ButtonLink>
        </ReceiptProblem>
      </Shell>
    );
  }

  const elapsed = staying ? 0 : (SUCCESS_REDIRECT_SECONDS - left) / SUCCESS_REDIRECT_SECONDS;
  return (
    <section className="bg-ivory">
      <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
        <ReceiptCard receipt={shown.receipt} />
        <p className="mt-3 text-center">
          <Link
            to={paymentReceiptPath(shown.receipt.txnid)}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-plum underline underline-offset-4 hover:text-rose"
          >
            <ReceiptText aria-hidden="true" className="size-4" />
            Printable receipt
          </Link>
        </p>
        <div className="mt-6 rounded-2xl bg-white p-6 text-center shadow-card sm:p-8">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Next: step 2 of 2</p>
          <p className="mt-2 text-sm text-muted">Add your address, measurements and three photographs to complete your profile.</p>
          <ButtonLink to={detailsUrl} state={carried ?? undefined} replace variant="gold" size="lg" className="mt-5 w-full sm:w-auto">
            Continue to step 2
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          {staying ? (
            <p className="mt-4 text-sm text-muted">Take your time: continue to step 2 whenever you are ready.</p>
          ) : (
            <div className="mt-5">
              <p className="text-sm text-muted">
                <span role="status">Redirecting...</span>{' '}
                <span data-testid="redirect-countdown">
                  {'Step 2 opens in '}
                  <span className="figures">{left}</span>
                  {left === 1 ? ' second.' : ' seconds.'}
                </span>
              </p>
              <div aria-hidden="true" className="mx-auto mt-3 h-1 max-w-xs overflow-hidden rounded-full bg-lilac/60">
                <div
                  className="h-full rounded-full bg-gold transition-[width] duration-1000 ease-linear motion-reduce:transition-none"
                  style={{ width: `${Math.round((1 - elapsed) * 100)}%` }}
                />
              </div>
              <button
                type="button"
                onClick={() => setStaying(true)}
                className="mt-2 inline-flex min-h-11 items-center px-3 text-sm font-semibold text-plum underline underline-offset-4 hover:text-rose"
              >
                Stay on this page
              </button>
            </div>
          )}
        </div>
        <p className="mt-6 text-center text-xs text-muted">
          {'Questions about your payment? '}
          <ContactLink channel="chat" className="font-semibold text-rose underline-offset-2 hover:underline" />
          {' or call '}
          <ContactLink channel="phone" className="font-semibold text-rose underline-offset-2 hover:underline" />.
        </p>
      </div>
    </section>
  );
}

/**
 * The loading, redirecting and error states: at least a screen tall, so the footer is below the fold
 * as it is under the receipt, and set from the top (not centred), so nothing on screen moves when the
 * answer replaces the spinner.
 */
function Shell({ children }: { children: ReactNode }) {
  return (
    <section className="bg-ivory">
      <div className="mx-auto flex min-h-svh max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">{children}</div>
    </section>
  );
}
