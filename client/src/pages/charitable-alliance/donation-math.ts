import { DONATION_PRESETS_INR, MEAL_COST_INR, MONTHLY_MULTIPLIER, type DonationMode } from '@pageant/common';
import { formatMoney, toMinorUnits, type Currency } from '@pageant/common/content/pricing';
import { formatInr } from '@/components/format';

export { formatInr };

export interface DonationState {
  mode: DonationMode;
  /** Amount in the state's currency for the current mode (a monthly amount is the yearly total, SPEC §9). */
  amount: number;
  /** The base (give-once) preset chosen, or null for a custom amount. */
  preset: number | null;
  /** Rupees unless the donor gives in dollars (issue #17). */
  currency: Currency;
}

export const multiplierFor = (mode: DonationMode): number => (mode === 'monthly' ? MONTHLY_MULTIPLIER : 1);

const toPaise = (n: number) => Math.round(n * 100) / 100;

export const initialDonation = (preset: number = DONATION_PRESETS_INR[1], currency: Currency = 'INR'): DonationState => ({
  mode: 'once',
  amount: preset,
  preset,
  currency,
});

/** The preset buttons at the current mode's multiplier. */
export function presetAmounts(mode: DonationMode, presets: readonly number[] = DONATION_PRESETS_INR): { base: number; amount: number }[] {
  return presets.map((base) => ({ base, amount: base * multiplierFor(mode) }));
}

/** Monthly multiplies the current amount by 12; back to once divides it by 12. */
export function switchMode(state: DonationState, mode: DonationMode): DonationState {
  if (mode === state.mode) return state;
  const amount = mode === 'monthly' ? state.amount * MONTHLY_MULTIPLIER : state.amount / MONTHLY_MULTIPLIER;
  return { ...state, mode, amount: toPaise(amount) };
}

export function choosePreset(state: DonationState, base: number): DonationState {
  return { ...state, preset: base, amount: base * multiplierFor(state.mode) };
}

/**
 * Rupees to dollars or back: a chosen preset keeps its place in the row (the second rupee preset
 * becomes the second dollar preset), in the same mode. A typed amount means nothing in the other
 * currency (no exchange rate is promised), so the default preset takes its place.
 */
export function switchCurrency(state: DonationState, from: readonly number[], to: Currency, toPresets: readonly number[]): DonationState {
  if (state.currency === to) return state;
  const index = state.preset === null ? -1 : from.indexOf(state.preset);
  const base = toPresets[index >= 0 ? index : 1] ?? toPresets[0] ?? 0;
  return { mode: state.mode, currency: to, preset: base, amount: base * multiplierFor(state.mode) };
}

/**
 * A typed amount replaces the preset and, like a preset, is per month in monthly mode (SPEC: typed
 * amounts follow the same multiplier); anything that is not a positive number counts as 0.
 */
export function typeAmount(state: DonationState, text: string): DonationState {
  const n = Number(text);
  const typed = Number.isFinite(n) && n > 0 ? toPaise(n) : 0;
  return { ...state, preset: null, amount: toPaise(typed * multiplierFor(state.mode)) };
}

/** What the amount box shows: the amount per month in monthly mode, as the presets read. */
export const typedShare = (state: Pick<DonationState, 'mode' | 'amount'>): number => toPaise(state.amount / multiplierFor(state.mode));

/** One meal for every `mealPrice` given, counted in paise or cents ($30 at $0.60 a meal is 50 meals, not 49.99…). */
export function mealsPledged(amount: number, mealPrice: number = MEAL_COST_INR): number {
  const per = toMinorUnits(mealPrice);
  return amount > 0 && per > 0 ? Math.floor(toMinorUnits(amount) / per) : 0;
}

/** What the gateway takes and when, in words a donor reads before paying (one payment; monthly is 12 months paid today). */
export interface ChargeWording {
  /** The amount charged today, formatted. */
  today: string;
  /** For a monthly gift, e.g. "₹2,500 a month for 12 months"; null for a one-time gift. */
  cadence: string | null;
  /** One sentence, e.g. "₹2,500 a month for 12 months: ₹30,000 today". */
  summary: string;
}

export function chargeWording(state: Pick<DonationState, 'mode' | 'amount'> & { currency?: Currency }): ChargeWording {
  const money = (n: number) => formatMoney(n, state.currency ?? 'INR');
  const today = money(state.amount);
  const months = multiplierFor(state.mode);
  if (months === 1) return { today, cadence: null, summary: `A single gift: ${today} today` };
  const cadence = `${money(toPaise(state.amount / months))} a month for ${months} months`;
  return { today, cadence, summary: `${cadence}: ${today} today` };
}
