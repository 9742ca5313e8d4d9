import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { formatInr } from './donation-math';

/** The gateway sends donors back with ?donation=success|failure&amount=; this thanks them or explains. */
export function DonationBanner() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('donation');
  if (outcome !== 'success' && outcome !== 'failure') return null;
  const amount = Number(params.get('amount'));
  const gift = Number.isFinite(amount) && amount > 0 ? `${formatInr(amount)} ` : '';
  const ok = outcome === 'success';

  const dismiss = () =>
    setParams(
      (p) => {
        p.delete('donation');
        p.delete('amount');
        return p;
      },
      { replace: true },
    );

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
          <p className="mt-1 text-sm">
            {ok
              ? `Your gift of ${gift}has been received. It will put warm meals in children's hands; a receipt is on its way to you.`
              : `Your ${gift}donation could not be completed. Please try again below, or choose another payment method.`}
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss message"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
