import { Heart, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { formatMoney } from '@pageant/common/content/pricing';
import { payuEmailProblem } from '@pageant/common/payu-fields';
import { initiateDonation } from '@/api/donations';
import { errorMessage } from '@/api/http';
import { goToCheckout, postPaymentForm } from '@/api/post-payment-form';
import { Button } from '@/components/button';
import { isCheckoutVisit } from '@/components/payments/checkout-answer';
import { CurrencyChoice } from '@/components/payments/currency-choice';
import { useCurrency } from '@/components/payments/use-currency';
import { rememberDonationAttempt } from './donation-attempt';
import { DonationAmounts } from './donation-amounts';
import { chargeWording, initialDonation, switchCurrency } from './donation-math';
import { DONATE_HEADING_ID } from './land-on-form';

const FAILED = 'Donation could not be started. Please try again.';

const inputClass = 'mt-1.5 w-full rounded-xl border border-lilac bg-white px-4 py-2.5 text-base text-ink';

/** The contestant whose charity drive the gift supports (issue #33), when the page was opened for her. */
export interface DonationDrive {
  candidateId: string;
  name: string;
}

export function DonationBox({ drive = null }: { drive?: DonationDrive | null }) {
  const { currency, table, offered, choose, tableOf } = useCurrency();
  const [state, setState] = useState(() => initialDonation());
  const [donor, setDonor] = useState({ donorName: '', donorEmail: '', donorPhone: '' });
  const [busy, setBusy] = useState(false);
  const [showName, setShowName] = useState(false);
  // The presets the amount was chosen from, to keep a chosen preset's place when the currency changes.
  const presetsShown = useRef(table.donationPresets);
  useEffect(() => {
    const from = presetsShown.current;
    presetsShown.current = table.donationPresets;
    setState((s) => switchCurrency(s, from, currency, table.donationPresets));
  }, [currency, table]);

  // Back from the gateway through the back/forward cache restores this form as it was left: busy.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const charge = chargeWording(state);
  const ready = state.amount > 0;
  // Shown as it is typed: PayU refuses a longer address for rupees, and so would our server.
  const emailProblem = payuEmailProblem(donor.donorEmail, state.currency);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy || emailProblem) return;
    setBusy(true);
    try {
      const optional = Object.fromEntries(Object.entries(donor).map(([k, v]) => [k, v.trim() || undefined]));
      const res = await initiateDonation({
        amount: state.amount,
        mode: state.mode,
        ...optional,
        ...(state.currency === 'INR' ? {} : { currency: state.currency }),
        ...(drive ? { candidateId: drive.candidateId, showName } : {}),
      });
      const attempt = {
        amount: state.amount,
        mode: state.mode,
        emailGiven: Boolean(optional.donorEmail),
        currency: state.currency,
        ...(drive ? { drive } : {}),
      };
      if (isCheckoutVisit(res)) {
        rememberDonationAttempt(attempt);
        goToCheckout(res.url);
        return;
      }
      if (res?.url && res.paymentData) {
        rememberDonationAttempt(attempt);
        postPaymentForm(res.url, res.paymentData);
        return;
      }
      notify.error(FAILED);
    } catch (err) {
      notify.error(errorMessage(err, FAILED));
    }
    setBusy(false);
  };

  const field = (key: keyof typeof donor, label: string, type: string, autoComplete: string, hint?: string, error?: string | null) => (
    <label className="block text-sm font-medium text-plum">
      {label} <span className="font-normal text-muted">(optional)</span>
      <input
        type={type}
        autoComplete={autoComplete}
        value={donor[key]}
        onChange={(e) => setDonor((d) => ({ ...d, [key]: e.target.value }))}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      />
      {hint && <span className="mt-1 block text-xs font-normal text-muted">{hint}</span>}
      {error && <span className="mt-1 block text-xs font-normal text-red-700">{error}</span>}
    </label>
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={DONATE_HEADING_ID}
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-gold/20 sm:p-8"
    >
      <h2 id={DONATE_HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-plum outline-none sm:text-3xl">
        Make a donation
      </h2>
      <p className="mt-2 mb-6 text-sm text-muted">
        Every <span className="figures">{formatMoney(tableOf(state.currency).mealPrice, state.currency)}</span> feeds a child a warm,
        nutritious meal. Give once, or pledge a gift for every month of the year.
      </p>
      <CurrencyChoice value={currency} offered={offered} onChange={choose} legend="Give in" className="mb-5" />
      <DonationAmounts state={state} onChange={setState} table={tableOf(state.currency)} />
      <div className="mt-6 grid gap-4">
        {field('donorName', 'Your name', 'text', 'name')}
        {field(
          'donorEmail',
          'E-mail',
          'email',
          'email',
          'We e-mail your receipt here; without an address no receipt is sent.',
          emailProblem,
        )}
        {field('donorPhone', 'Phone', 'tel', 'tel')}
        {drive && (
          <label className="flex min-h-11 items-start gap-3 text-sm font-medium text-plum">
            <input
              type="checkbox"
              checked={showName}
              onChange={(e) => setShowName(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-plum"
            />
            <span>
              Show my first name to her
              <span className="mt-0.5 block text-xs font-normal text-muted">
                Only your first name, on {drive.name.split(' ')[0]}’s own page of supporters; never your e-mail or phone.
              </span>
            </span>
          </label>
        )}
      </div>

      <div className="mt-6 rounded-2xl border border-gold/40 bg-ivory px-4 py-3" aria-live="polite" data-testid="donation-summary">
        <p className="text-xs font-semibold uppercase tracking-[0.15em] text-gold-deep">What is charged</p>
        {ready ? (
          <>
            <p className="figures mt-1 font-semibold text-plum">{charge.summary}</p>
            <p className="mt-1 text-xs text-muted">
              {charge.cadence
                ? 'Your year of monthly gifts is paid in one payment today; nothing more is taken later.'
                : 'Paid in one payment today; nothing more is taken later.'}
            </p>
          </>
        ) : (
          <p className="mt-1 text-sm text-muted">Choose or enter an amount to see what is charged.</p>
        )}
      </div>

      <Button
        type="submit"
        variant="gold"
        size="lg"
        className="mt-4 w-full flex-col gap-0 py-2"
        disabled={!ready || busy || emailProblem !== null}
        // The two lines read as one sentence to a screen reader, not as "today" run into the monthly line.
        aria-label={ready && !busy && charge.cadence ? `Donate ${charge.today} today, ${charge.cadence}` : undefined}
      >
        {busy ? (
          'Starting your donation…'
        ) : ready ? (
          <>
            <span className="figures inline-flex items-center gap-2">
              <Heart className="size-5" aria-hidden="true" />
              Donate {charge.today} today
            </span>
            {charge.cadence && <span className="figures text-xs font-medium">{charge.cadence}</span>}
          </>
        ) : (
          'Donate'
        )}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-muted">
        <ShieldCheck className="size-4 shrink-0 text-gold-deep" aria-hidden="true" />
        You will complete your gift on our secure payment partner's page.
      </p>
    </form>
  );
}
