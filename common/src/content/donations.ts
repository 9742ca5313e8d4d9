/** Charity donations (DESIGN §4 POST /donation/initiate). */
import { z } from 'zod';
import { DONATION_MODES } from '../constants';
import { numberInput, PAYER_MSG, payerEmail, payerName, payerPhone } from '../schemas';

export const DONATION_MSG = {
  amountRequired: 'Please enter a donation amount.',
  amountNumber: 'Donation amount must be a number of rupees.',
  amountWhole: 'Donation amount must be a whole number of rupees.',
  amountPositive: 'Donation amount must be at least ₹1.',
  amountMax: 'Donation amount cannot exceed ₹10,00,000.',
  modeRequired: 'Please choose a one-time or monthly donation.',
  ...PAYER_MSG,
} as const;

export const DONATION_MAX_RUPEES = 1_000_000;
/** One meal is pledged for every ₹50 donated. */
export const RUPEES_PER_MEAL = 50;

export const donationInitiateSchema = z.object({
  amount: numberInput(DONATION_MSG.amountRequired, DONATION_MSG.amountNumber).pipe(
    z.number().int(DONATION_MSG.amountWhole).min(1, DONATION_MSG.amountPositive).max(DONATION_MAX_RUPEES, DONATION_MSG.amountMax),
  ),
  mode: z.enum(DONATION_MODES, { error: DONATION_MSG.modeRequired }),
  donorName: payerName,
  donorEmail: payerEmail,
  donorPhone: payerPhone,
});
export type DonationInitiateInput = z.infer<typeof donationInitiateSchema>;
