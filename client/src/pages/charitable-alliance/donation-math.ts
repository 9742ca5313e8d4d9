import { DONATION_PRESETS_INR, MEAL_COST_INR, MONTHLY_MULTIPLIER, type DonationMode } from '@pageant/common';
import { formatInr } from '@/components/format';

export { formatInr };

export interface DonationState {
  mode: DonationMode;
  /** Amount in INR for the current mode (a monthly amount is the yearly total, SPEC §9). */
  amount: number;
  /** The base (give-once) preset chosen, or null for a custom amount. */
  preset: number | null;
}

export const multiplierFor = (mode: DonationMode): number => (mode === 'monthly' ? MONTHLY_MULTIPLIER : 1);

const toPaise = (n: number) => Math.round(n * 100) / 100;

export const initialDonation = (preset: number = DONATION_PRESETS_INR[1]): DonationState => ({ mode: 'once', amount: preset, preset });

/** The preset buttons at the current mode's multiplier. */
export function presetAmounts(mode: DonationMode): { base: number; amount: number }[] {
  return DONATION_PRESETS_INR.map((base) => ({ base, amount: base * multiplierFor(mode) }));
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

/** A typed amount replaces the preset; anything that is not a positive number counts as 0. */
export function typeAmount(state: DonationState, text: string): DonationState {
  const n = Number(text);
  return { ...state, preset: null, amount: Number.isFinite(n) && n > 0 ? toPaise(n) : 0 };
}

export function mealsPledged(amount: number): number {
  return amount > 0 ? Math.floor(amount / MEAL_COST_INR) : 0;
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

export function chargeWording(state: Pick<DonationState, 'mode' | 'amount'>): ChargeWording {
  const today = formatInr(state.amount);
  const months = multiplierFor(state.mode);
  if (months === 1) return { today, cadence: null, summary: `A single gift: ${today} today` };
  const cadence = `${formatInr(toPaise(state.amount / months))} a month for ${months} months`;
  return { today, cadence, summary: `${cadence}: ${today} today` };
}
