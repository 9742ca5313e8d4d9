/**
 * Issue #17: what things cost, in rupees (PayU) and in dollars (Stripe Checkout). The INR table is
 * SPEC §9's, unchanged; the USD table has the same shape, with defaults the organisation may change
 * (server config USD_PRICING). GET /api/pricing serves both; the server enforces the table of the
 * currency a payment is in, and the client only shows it. No schema here, so public pages stay light.
 */
import { DONATION_PRESETS_INR, MEAL_COST_INR, REGISTRATION_FEE_INR, VOTE_PACKAGES, VOTE_PRICE_INR } from '../constants';
import { formatNumber, formatWithSymbol, type Grouping } from '../number-format';

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Which hosted checkout takes a currency: PayU for rupees, Stripe Checkout for dollars. */
export type GatewayName = 'payu' | 'stripe';
export const GATEWAY_FOR: Readonly<Record<Currency, GatewayName>> = { INR: 'payu', USD: 'stripe' };

export interface VotePackagePrice {
  votes: number;
  /** In the table's currency; may have cents (e.g. 0.25 dollars), the package total is always whole cents. */
  pricePerVote: number;
}

/** One currency's prices (GET /api/pricing answers one per offered currency). */
export interface PriceTable {
  /** Price of one individually bought vote. */
  votePrice: number;
  packages: readonly VotePackagePrice[];
  registrationFee: number;
  donationPresets: readonly number[];
  /** One meal is pledged for every `mealPrice` donated. */
  mealPrice: number;
}

/** GET /api/pricing. USD is absent while STRIPE_MODE=off. */
export interface PricingResponse {
  INR: PriceTable;
  USD?: PriceTable;
}

export const INR_PRICES: PriceTable = {
  votePrice: VOTE_PRICE_INR,
  packages: VOTE_PACKAGES,
  registrationFee: REGISTRATION_FEE_INR,
  donationPresets: DONATION_PRESETS_INR,
  mealPrice: MEAL_COST_INR,
};

/**
 * The exchange rate the USD defaults were worked out at. Each price is the INR price at this rate,
 * rounded to an amount a US supporter reads at a glance; package sizes are the INR ones.
 */
export const DEFAULT_INR_PER_USD = 85;

export const DEFAULT_USD_PRICES: PriceTable = {
  votePrice: 1.25,
  packages: [
    { votes: 750, pricePerVote: 0.6 },
    { votes: 1000, pricePerVote: 0.35 },
    { votes: 2000, pricePerVote: 0.25 },
    { votes: 5000, pricePerVote: 0.18 },
    { votes: 10000, pricePerVote: 0.12 },
    { votes: 30000, pricePerVote: 0.06 },
    { votes: 100000, pricePerVote: 0.025 },
  ],
  registrationFee: 25,
  donationPresets: [60, 30, 25, 20, 10, 5],
  mealPrice: 0.6,
};

/** Paise or cents: every comparison of money is made in whole minor units, never in floating amounts. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Two decimals, as stored and as sent to the gateways ('2000.00', '1.25'). */
export function toAmountString(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** Every acceptable total for `votes` votes in minor units: the package's price where it is one, and individual pricing. */
export function allowedVoteTotalsMinor(table: PriceTable, votes: number): number[] {
  const totals = [toMinorUnits(votes * table.votePrice)];
  const pkg = table.packages.find((p) => p.votes === votes);
  if (pkg) totals.unshift(toMinorUnits(votes * pkg.pricePerVote));
  return totals;
}

/** The total the vote modal shows and sends (minor units): a chosen package's price, else individual pricing. */
export function voteTotalMinor(table: PriceTable, votes: number, usePackage: boolean): number {
  const pkg = usePackage ? table.packages.find((p) => p.votes === votes) : undefined;
  return toMinorUnits(votes * (pkg ? pkg.pricePerVote : table.votePrice));
}

const CURRENCY_STYLE: Readonly<Record<Currency, { symbol: string; grouping: Grouping }>> = {
  INR: { symbol: '₹', grouping: 'IN' },
  USD: { symbol: '$', grouping: 'US' },
};

/**
 * '₹1,00,000' or '$1,250.50': Indian digit grouping for rupees, US grouping for dollars; decimals
 * only when the amount has them (then always two, so '$0.60', never '$0.6'). Intl's en-IN/en-US
 * currency output, written without Intl (see number-format.ts).
 */
export function formatMoney(amount: number | string, currency: Currency, opts?: { cents?: boolean }): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  // Receipts and admin ledgers state exact sums ('$450.00', '₹2,000.00'): `cents` keeps both decimals.
  const whole = !opts?.cents && Number.isInteger(value);
  const { symbol, grouping } = CURRENCY_STYLE[currency];
  return formatWithSymbol(value, symbol, {
    grouping,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : opts?.cents ? 2 : 3,
  });
}

/** A count beside an amount, grouped as that amount is (100,000 votes for $2,500; 1,00,000 for ₹). */
export function formatCountIn(n: number, currency: Currency): string {
  return formatNumber(n, { grouping: CURRENCY_STYLE[currency].grouping });
}

/**
 * The currency to preselect for a visitor: dollars for a US time zone or an en-US-style locale,
 * rupees otherwise (the visitor can always switch, and USD is offered only when the server has it).
 */
export function preferredCurrency(timeZone: string | undefined, locale: string | undefined): Currency {
  if (timeZone && /^(America\/|US\/|Pacific\/Honolulu$)/.test(timeZone)) return 'USD';
  if (!timeZone && locale && /-US$/i.test(locale)) return 'USD';
  return 'INR';
}

export function isCurrency(value: unknown): value is Currency {
  return value === 'INR' || value === 'USD';
}

/** What a dollar payment's refusals say (the server sends them; a payment screen shows them as they come). */
export const USD_PAYMENT_MSG = {
  usdOff: 'Payments in US dollars are not available right now. Please pay in rupees (INR).',
  stripeUnavailable: 'The card payment service did not answer. Nothing was charged; please try again in a moment.',
} as const;
