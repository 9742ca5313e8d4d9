import type { DonationMode } from '@pageant/common';
import { formatCountIn, formatMoney, INR_PRICES, type PriceTable } from '@pageant/common/content/pricing';
import { choosePreset, mealsPledged, presetAmounts, switchMode, typeAmount, typedShare, type DonationState } from './donation-math';

const MODES: { mode: DonationMode; label: string }[] = [
  { mode: 'once', label: 'Give Once' },
  { mode: 'monthly', label: 'Give Monthly' },
];

interface DonationAmountsProps {
  state: DonationState;
  onChange: (next: DonationState) => void;
  /** The state's currency's prices: presets and the meal price. */
  table?: PriceTable;
}

const SYMBOL = { INR: '₹', USD: '$' } as const;

/** Mode switch, preset amounts, a custom amount and the live meals count; all arithmetic lives in donation-math. */
export function DonationAmounts({ state, onChange, table = INR_PRICES }: DonationAmountsProps) {
  const meals = mealsPledged(state.amount, table.mealPrice);
  const monthly = state.mode === 'monthly';
  const share = typedShare(state);
  return (
    <>
      <fieldset>
        <legend className="sr-only">How often would you like to give?</legend>
        <div className="grid grid-cols-2 gap-1 rounded-full bg-lilac/40 p-1">
          {MODES.map(({ mode, label }) => (
            <label
              key={mode}
              className={`cursor-pointer rounded-full px-4 py-2.5 text-center text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-plum ${
                state.mode === mode ? 'bg-plum text-ivory shadow-card' : 'text-plum hover:bg-white/60'
              }`}
            >
              <input
                type="radio"
                name="donation-mode"
                value={mode}
                checked={state.mode === mode}
                onChange={() => onChange(switchMode(state, mode))}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-6">
        <legend className="mb-3 text-sm font-semibold text-plum">{monthly ? 'Choose a monthly amount' : 'Choose an amount'}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {presetAmounts(state.mode, table.donationPresets).map(({ base }) => {
            const selected = state.preset === base;
            return (
              <button
                key={base}
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(choosePreset(state, base))}
                className={`figures min-h-11 rounded-xl border px-3 text-sm font-semibold transition-colors ${
                  selected ? 'border-gold bg-gold text-plum shadow-card' : 'border-lilac bg-white text-plum hover:border-gold'
                }`}
              >
                {/* A monthly preset reads as what she gives each month; the total paid today sits on the Donate button. */}
                {formatMoney(base, state.currency)}
                {monthly && ' a month'}
              </button>
            );
          })}
        </div>
      </fieldset>

      <label className="mt-5 block text-sm font-semibold text-plum" htmlFor="donation-amount">
        Or enter your own {monthly ? 'monthly ' : ''}amount ({SYMBOL[state.currency]})
      </label>
      <input
        id="donation-amount"
        type="number"
        inputMode="decimal"
        min={1}
        step="any"
        value={share > 0 ? String(share) : ''}
        onChange={(e) => onChange(typeAmount(state, e.target.value))}
        aria-describedby={monthly ? 'donation-amount-hint' : undefined}
        className="figures mt-2 w-full rounded-xl border border-lilac bg-white px-4 py-3 text-base text-ink"
      />
      {monthly && (
        <p id="donation-amount-hint" className="mt-1.5 text-xs text-muted">
          Giving monthly, this is your gift for each month; all 12 months are paid today.
        </p>
      )}

      <p aria-live="polite" className="mt-4 rounded-xl bg-ivory px-4 py-3 text-center text-sm text-muted">
        <span className="figures block text-2xl font-bold text-plum" data-testid="meals-pledged">
          {formatCountIn(meals, state.currency)}
        </span>
        {meals === 1 ? 'meal' : 'meals'} pledged for children in need
      </p>
    </>
  );
}
