import type { Currency } from './content/pricing';

/**
 * DESIGN §5: a registration's public key is 128 random bits written as 32 lowercase hex digits.
 * The receipt and the details link carry it in the address, so both sides check its shape the same way.
 * Zod-free: the registration page loads it at once (the query's schema is in registration-token-query.ts).
 */
export const REGISTRATION_TOKEN_PATTERN: RegExp = /^[0-9a-f]{32}$/;

export const RECEIPT_MSG = {
  invalidLink: 'This receipt link is not valid. Please use the link from your confirmation e-mail.',
  notFound: 'We could not find a paid registration for this link.',
} as const;

export const isRegistrationToken = (value: unknown): value is string => typeof value === 'string' && REGISTRATION_TOKEN_PATTERN.test(value);

/** What GET /api/payment/registration-receipt answers for a paid registration. */
export interface RegistrationReceipt {
  status: 'success';
  /** Two decimals in `currency`: '2000.00' (rupees) or '25.00' (dollars). */
  amount: string;
  currency: Currency;
  txnid: string;
  /** Where the confirmation mail went (in full, so a mistyped address can be noticed). */
  email: string;
  fullName: string;
  category: string;
  /** ISO times of the registration and of the payment. */
  createdAt: string;
  paidAt: string | null;
  detailsSubmitted: boolean;
}
