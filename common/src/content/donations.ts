/** Charity donations (DESIGN §4 POST /donation/initiate). */
import { z } from 'zod';
import { DONATION_MODES } from '../constants';

export const DONATION_MSG = {
  amountRequired: 'Please enter a donation amount.',
  amountNumber: 'Donation amount must be a number of rupees.',
  amountWhole: 'Donation amount must be a whole number of rupees.',
  amountPositive: 'Donation amount must be at least ₹1.',
  amountMax: 'Donation amount cannot exceed ₹10,00,000.',
  modeRequired: 'Please choose a one-time or monthly donation.',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Phone number must be 10 to 15 digits.',
  nameTooLong: 'Name must be at most 120 characters.',
} as const;

export const DONATION_MAX_RUPEES = 1_000_000;
/** One meal is pledged for every ₹50 donated. */
export const RUPEES_PER_MEAL = 50;

/** '' and whitespace count as "not given" for the optional donor fields. */
const optional = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), inner.optional());

export const donationInitiateSchema = z.object({
  amount: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: (iss) => (iss.input === undefined || iss.input === '' ? DONATION_MSG.amountRequired : DONATION_MSG.amountNumber) })
      .int(DONATION_MSG.amountWhole).min(1, DONATION_MSG.amountPositive).max(DONATION_MAX_RUPEES, DONATION_MSG.amountMax),
  ),
  mode: z.enum(DONATION_MODES, { error: DONATION_MSG.modeRequired }),
  donorName: optional(z.string().max(120, DONATION_MSG.nameTooLong)),
  donorEmail: optional(z.email({ error: DONATION_MSG.emailInvalid }).max(254, DONATION_MSG.emailInvalid)),
  donorPhone: optional(z.string().transform((s) => s.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{10,15}$/, DONATION_MSG.phoneInvalid))),
});
export type DonationInitiateInput = z.infer<typeof donationInitiateSchema>;
