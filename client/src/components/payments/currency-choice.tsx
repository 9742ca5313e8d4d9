import { useId } from 'react';
import type { Currency } from '@pageant/common/content/pricing';

const LABELS: Readonly<Record<Currency, { symbol: string; name: string; hint: string }>> = {
  INR: { symbol: '₹', name: 'INR', hint: 'Indian rupees, paid through PayU' },
  USD: { symbol: '$', name: 'USD', hint: 'US dollars, paid through Stripe' },
};

interface CurrencyChoiceProps {
  value: Currency;
  offered: readonly Currency[];
  onChange: (currency: Currency) => void;
  /** The visible question; screens put their own ("Pay in"). */
  legend?: string;
  className?: string;
}

/**
 * Rupees or dollars, as two native radios drawn as one segmented control (arrow keys move between
 * them, Tab leaves). Nothing at all while only rupees are offered, so a site without Stripe looks as
 * it always did.
 */
export function CurrencyChoice({ value, offered, onChange, legend = 'Pay in', className = '' }: CurrencyChoiceProps) {
  const name = useId();
  if (offered.length < 2) return null;
  return (
    <fieldset className={`flex flex-wrap items-center gap-x-3 gap-y-1.5 max-[400px]:gap-x-2 ${className}`} data-testid="currency-choice">
      <legend className="float-left mr-1 text-sm font-semibold text-plum">{legend}</legend>
      <div className="inline-grid grid-cols-2 gap-1 rounded-full bg-lilac/40 p-1">
        {offered.map((c) => {
          const on = c === value;
          return (
            <label
              key={c}
              title={LABELS[c].hint}
              className={`inline-flex min-h-10 min-w-[5.5rem] cursor-pointer items-center justify-center gap-1.5 rounded-full px-4 text-sm max-[400px]:min-w-[4.5rem] max-[400px]:px-3 font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum ${
                on ? 'bg-plum text-ivory shadow-card' : 'text-plum hover:bg-white/70'
              }`}
            >
              <input type="radio" name={name} value={c} checked={on} onChange={() => onChange(c)} className="sr-only" />
              <span aria-hidden="true" className="figures">
                {LABELS[c].symbol}
              </span>
              {LABELS[c].name}
              <span className="sr-only">, {LABELS[c].hint}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
