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

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  success: 'Paid',
  initiated: 'Initiated',
  pending: 'Pending',
  failure: 'Failed',
  refunded: 'Refunded',
};

/** The order the totals are read in: money kept first, then money returned, then what never completed. */
export const STATUS_ORDER: readonly PaymentStatus[] = ['success', 'refunded', 'pending', 'initiated', 'failure'];

export const STATUS_TONES: Record<PaymentStatus, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  initiated: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  pending: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  failure: 'bg-red-50 text-red-800 ring-red-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
