import type { DonationMode } from '@pageant/common';
import type { Currency } from '@pageant/common/content/pricing';
import { apiFetch } from './http';

export interface DonationRequest {
  amount: number;
  mode: DonationMode;
  donorName?: string;
  donorEmail?: string;
  donorPhone?: string;
  /** Left out for rupees (issue #17), so an INR gift sends what it always did. */
  currency?: Currency;
  /** Issue #33: the contestant whose charity drive the gift supports, and whether her page may show the donor's first name. */
  candidateId?: string;
  showName?: boolean;
}

/** Rupees: the gateway address and the signed fields to post there. Dollars: a Stripe Checkout page to visit (`method: 'GET'`). */
export interface DonationRedirect {
  url?: string;
  paymentData?: Record<string, string | number>;
  method?: 'GET' | 'POST';
  txnid?: string;
}

export const initiateDonation = (body: DonationRequest) => apiFetch<DonationRedirect>('/donation/initiate', { method: 'POST', body });
