import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CHECK_PAYMENT_PATH, isTxnid, receiptPath } from '@pageant/common/content/receipts';
import { forgetDonationAttempt, recallDonationAttempt, type DonationAttempt } from './donation-attempt';
import { chargeWording } from './donation-math';
import { useGiftDrive } from './use-gift-drive';
import { formatMoney, isCurrency } from '@pageant/common/content/pricing';
import { CSR_MSG } from '@pageant/common/content/csr-drive';

/** A receipt is mailed only to a donor who gave an e-mail; when this tab did not start the gift we cannot know, so we say so. */
function receiptLine(attempt: DonationAttempt | null): string {
  if (!attempt) return 'If you gave an e-mail address, your receipt with the transaction ID is on its way there.';
  if (attempt.emailGiven) return 'Your receipt with the transaction ID is on its way to the e-mail address you gave.';
  return 'You gave no e-mail address, so no receipt is sent by e-mail.';
}

/**
 * The gateway sends donors back with ?donation=success|failure&amount= (and currency=USD from Stripe
 * Checkout, issue #17); this thanks them or explains, in the currency they gave in.
 */
export function DonationBanner({ onRetry, driveName = null }: { onRetry: () => void; driveName?: string | null }) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('donation');
  const amount = Number(params.get('amount'));
  const txnid = params.get('txnid') ?? '';
  const currencyParam = (params.get('currency') ?? '').toUpperCase();
  const currency = isCurrency(currencyParam) ? currencyParam : 'INR';
  const known = Number.isFinite(amount) && amount > 0;
  // This tab's storage is read after hydration: the server cannot see it, so the first render makes no promise about it.
  const [attempt, setAttempt] = useState<DonationAttempt | null>(null);
  useEffect(() => setAttempt(known ? recallDonationAttempt(amount, currency) : null), [known, amount, currency]);
  // Her name from the page the gateway returned to (?for=), else from the gift this tab started, else from its receipt.
  const drive = useGiftDrive(txnid, driveName ?? attempt?.drive?.name ?? null, outcome === 'success');
  if (outcome !== 'success' && outcome !== 'failure') return null;
  const ok = outcome === 'success';
  const cadence = attempt ? chargeWording(attempt).cadence : null;
  const monthly = cadence ? ` (${cadence})` : '';
  const gift = known ? `${formatMoney(amount, currency)}${monthly} ` : '';

  const dismiss = () => {
    if (ok) forgetDonationAttempt();
    setParams(
      (p) => {
        p.delete('donation');
        p.delete('amount');
        p.delete('txnid');
        p.delete('currency');
        return p;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-8 sm:px-6">
      <div
        role={ok ? 'status' : 'alert'}
        className={`flex items-start gap-3 rounded-2xl border p-4 shadow-card sm:p-5 ${ok ? 'border-gold bg-gold/15 text-plum' : 'border-rose bg-rose/10 text-rose-deep'}`}
      >
        {ok ? (
          <CheckCircle2 className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        ) : (
          <XCircle className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        )}
        <div className="flex-1">
          <p className="font-display text-lg font-bold">{ok ? 'Thank you for your generosity!' : 'Your donation did not go through'}</p>
          <p className="figures mt-1 text-sm">
            {ok
              ? `Your gift of ${gift}has been received. It will put warm meals in children's hands.`
              : `Your ${gift}donation could not be completed. Please try again, or choose another payment method.`}
          </p>
          {ok && drive ? (
            <p className="mt-1 text-sm font-semibold" data-testid="gift-drive">
              {CSR_MSG.giftSupports(drive)}.
            </p>
          ) : null}
          {ok ? (
            <p className="mt-1 text-sm" data-testid="receipt-promise">
              {receiptLine(attempt)}
            </p>
          ) : null}
          {isTxnid(txnid) && (
            <p className="mt-1 text-sm">
              <Link
                to={ok ? receiptPath(txnid) : `${CHECK_PAYMENT_PATH}?txnid=${encodeURIComponent(txnid)}`}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {ok ? 'See and print your receipt' : 'Charged anyway? Check my payment'}
              </Link>
            </p>
          )}
          {ok ? null : (
            <button
              type="button"
              onClick={onRetry}
              className="mt-3 inline-flex min-h-11 items-center rounded-full bg-rose px-5 text-sm font-semibold text-white transition-colors hover:bg-rose-deep"
            >
              Try again
            </button>
          )}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss message"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
