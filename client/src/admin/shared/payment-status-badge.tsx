import type { PaymentStatus } from '@pageant/common';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: 'Paid',
  initiated: 'Initiated',
  pending: 'Pending',
  failure: 'Failed',
  refunded: 'Refunded',
};

export const STATUS_TONES: Record<PaymentStatus, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  initiated: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  pending: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  failure: 'bg-red-50 text-red-800 ring-red-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A payment's state in one word and colour, the same on the payments and registrations screens. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[status] ?? STATUS_TONES.initiated}`}
    >
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </span>
  );
}
