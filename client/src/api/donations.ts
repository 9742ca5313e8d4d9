import type { DonationMode } from '@pageant/common';
import { apiFetch } from './http';

export interface DonationRequest {
  amount: number;
  mode: DonationMode;
  donorName?: string;
  donorEmail?: string;
  donorPhone?: string;
}

/** The gateway address and the signed fields to post there. */
export interface DonationRedirect {
  url?: string;
  paymentData?: Record<string, string | number>;
}

export const initiateDonation = (body: DonationRequest) => apiFetch<DonationRedirect>('/donation/initiate', { method: 'POST', body });
