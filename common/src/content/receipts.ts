/**
 * Receipts and "check my payment" (issue #16): what a payer may see about a payment, keyed by its
 * unguessable transaction id. No zod here, so the public pages load none.
 */
import type { PaymentPurpose, PaymentStatus } from '../constants';
import type { Currency } from './pricing';

/** GET /api/payments/:txnid/receipt and POST /api/payments/:txnid/check. Never the payer's name or contacts. */
export interface PaymentReceipt {
  txnid: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  /** Two decimals in `currency`, e.g. '750.00' (rupees) or '450.00' (dollars). */
  amount: string;
  currency: Currency;
  createdAt: string;
  settledAt: string | null;
  /** "750 votes for Ananya Sharma", "Registration fee, Season 10", "Donation, monthly". */
  description: string;
  /** Set once the payment was refunded in full. */
  refundedAt: string | null;
  /** Issue #33: only on a donation for a contestant's charity drive: hers, as named at checkout. */
  drive?: { candidateId: string; name: string };
}

export { CHECK_PAYMENT_PATH, isTxnid, receiptPath, TXNID_PATTERN } from './payment-paths';

export const RECEIPT_MSG_PUBLIC = {
  notFound: 'We found no payment with that transaction id. Please check it and try again.',
  txnidRequired: 'Please enter your transaction id.',
  txnidInvalid: 'A transaction id has only letters and digits, like T3f9c0a1b2c3d4e5f6a7b.',
  checkFailed: 'We could not reach the payment gateway just now. Please try again in a minute.',
  loadFailed: 'We could not load this receipt. Please try again.',
} as const;

/** How each state reads on a receipt: the payer's words, not the gateway's. */
export const RECEIPT_STATUS_LABELS: Record<PaymentStatus, string> = {
  initiated: 'Not completed',
  pending: 'Awaiting the bank',
  success: 'Paid',
  failure: 'Failed',
  refunded: 'Refunded',
};

export const RECEIPT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  vote: 'Votes',
  registration: 'Registration',
  donation: 'Donation',
};
