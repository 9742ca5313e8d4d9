import type { PaymentStatus } from '@pageant/common';
import type { RegistrationStatusFilter } from '@/api/admin-registrations';
import { formatDateTime } from '@/components/format';

export const STATUS_LABELS: Record<RegistrationStatusFilter, string> = {
  all: 'All',
  success: 'Paid',
  initiated: 'Initiated',
  pending: 'Pending',
  failure: 'Failed',
  refunded: 'Refunded',
};

export const STATUS_FILTERS: readonly RegistrationStatusFilter[] = ['all', 'success', 'initiated', 'pending', 'failure'];

const tone: Record<PaymentStatus, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  initiated: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  pending: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  failure: 'bg-red-50 text-red-800 ring-red-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone[status] ?? tone.initiated}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

export const formatDate = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '');
