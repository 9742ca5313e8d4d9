import type { PaymentPurpose, PaymentStatus } from '@pageant/common';
import type { Currency } from '@pageant/common/content/pricing';

export const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  vote: 'Votes',
  registration: 'Registration',
  donation: 'Donation',
};

/** The currency filter's words, short enough for a phone's select. */
export const CURRENCY_LABELS: Record<Currency, string> = {
  INR: 'INR (₹)',
  USD: 'USD ($)',
};

/** The order the totals are read in: money kept first, then money returned, then what never completed. */
export const STATUS_ORDER: readonly PaymentStatus[] = ['success', 'refunded', 'pending', 'initiated', 'failure'];
