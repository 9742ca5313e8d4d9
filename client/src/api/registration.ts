import type { RegistrationReceipt } from '@pageant/common';
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
}

/** The payment gateway address and the signed fields to post there. */
export interface RegistrationPaymentRedirect {
  payuUrl: string;
  payuData: Record<string, string | number>;
}

export const createRegistrationPayment = (input: RegistrationRequest) =>
  apiFetch<RegistrationPaymentRedirect>('/payment/registration', { method: 'POST', body: input });

/** The receipt of a paid registration, by the token in the address: works in any tab or device. */
export const getRegistrationReceipt = (id: string, signal?: AbortSignal) =>
  apiFetch<RegistrationReceipt>(`/payment/registration-receipt?id=${encodeURIComponent(id)}`, { signal });
