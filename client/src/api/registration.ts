import type { RegistrationReceipt } from '@pageant/common';
import type { Currency } from '@pageant/common/content/pricing';
import { apiFetch } from './http';

/** What the registration form sends (SPEC §3); the fee itself comes from the server's config. */
export interface RegistrationRequest {
  fullName: string;
  age: number;
  email: string;
  education: string;
  category: 'Miss' | 'Mrs';
  /** Digits only: country code followed by the number. */
  contactNumber: string;
  whatsappNumber: string;
  agreeToTerms: true;
  /** Left out for rupees (issue #17): an INR registration sends what it always did. */
  currency?: Currency;
}

/**
 * Rupees: the PayU address and the signed fields to post there. Dollars (issue #17): a Stripe
 * Checkout page to visit, `{url, method: 'GET'}`.
 */
export interface RegistrationPaymentRedirect {
  payuUrl?: string;
  payuData?: Record<string, string | number>;
  url?: string;
  method?: 'GET' | 'POST';
  txnid?: string;
}

export const createRegistrationPayment = (input: RegistrationRequest) =>
  apiFetch<RegistrationPaymentRedirect>('/payment/registration', { method: 'POST', body: input });

/** The receipt of a paid registration, by the token in the address: works in any tab or device. */
export const getRegistrationReceipt = (id: string, signal?: AbortSignal) =>
  apiFetch<RegistrationReceipt>(`/payment/registration-receipt?id=${encodeURIComponent(id)}`, { signal });
