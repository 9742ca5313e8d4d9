/** Charity donations (DESIGN §4 POST /donation/initiate). */
import { z } from 'zod';
import { DONATION_MODES } from '../constants';
import { CURRENCY_MSG, currencyInput, numberInput, PAYER_MSG, payerEmail, payerName, payerPhone } from '../schemas';
import { PAYU_MSG, payuEmailProblem } from '../payu-fields';
import { donationDriveFields } from './csr-drive';

export const DONATION_MSG = {
  amountRequired: 'Please enter a donation amount.',
  amountNumber: 'Donation amount must be a number of rupees.',
  amountWhole: 'Donation amount must be a whole number of rupees.',
  amountPositive: 'Donation amount must be at least ₹1.',
  amountMax: 'Donation amount cannot exceed ₹10,00,000.',
  amountNumberUsd: 'Donation amount must be a number of dollars.',
  amountWholeUsd: 'Donation amount must be a whole number of dollars.',
  amountPositiveUsd: 'Donation amount must be at least $1.',
  amountMaxUsd: 'Donation amount cannot exceed $10,000.',
  modeRequired: 'Please choose a one-time or monthly donation.',
  ...PAYER_MSG,
} as const;

export const DONATION_MAX_RUPEES = 1_000_000;
/** One meal is pledged for every ₹50 donated. */
export const RUPEES_PER_MEAL = 50;

/** About the rupee maximum at the stated exchange rate, rounded to a figure a US donor reads at a glance. */
export const DONATION_MAX_DOLLARS = 10_000;

const donor = {
  mode: z.enum(DONATION_MODES, { error: DONATION_MSG.modeRequired }),
  donorName: payerName,
  donorEmail: payerEmail,
  donorPhone: payerPhone,
  // Issue #33: the contestant whose charity drive the gift supports, and whether her cockpit may show the donor's first name.
  ...donationDriveFields,
};

const inrDonation = z.object({
  amount: numberInput(DONATION_MSG.amountRequired, DONATION_MSG.amountNumber).pipe(
    z.number().int(DONATION_MSG.amountWhole).min(1, DONATION_MSG.amountPositive).max(DONATION_MAX_RUPEES, DONATION_MSG.amountMax),
  ),
  ...donor,
  // Rupees go to PayU, which takes no longer address (dollars go to Stripe, which does).
  donorEmail: payerEmail.refine((e) => !payuEmailProblem(e, 'INR'), PAYU_MSG.emailTooLong),
  currency: z.literal('INR'),
});

const usdDonation = z.object({
  amount: numberInput(DONATION_MSG.amountRequired, DONATION_MSG.amountNumberUsd).pipe(
    z.number().int(DONATION_MSG.amountWholeUsd).min(1, DONATION_MSG.amountPositiveUsd).max(DONATION_MAX_DOLLARS, DONATION_MSG.amountMaxUsd),
  ),
  ...donor,
  currency: z.literal('USD'),
});

/**
 * POST /api/donation/initiate: whole rupees or whole dollars, each with its own bounds and messages.
 * The currency is read first (absent means INR), so each amount is judged in its own currency.
 */
export const donationInitiateSchema = z.preprocess(
  (v) => {
    // Not a form at all: judged as an empty rupee one, so the answer names the first missing field.
    if (!v || typeof v !== 'object' || Array.isArray(v)) return { currency: 'INR' };
    const parsed = currencyInput.safeParse((v as Record<string, unknown>).currency);
    return { ...v, currency: parsed.success ? parsed.data : (v as Record<string, unknown>).currency };
  },
  z.discriminatedUnion('currency', [inrDonation, usdDonation], { error: CURRENCY_MSG.invalid }),
);
export type DonationInitiateInput = z.infer<typeof donationInitiateSchema>;
