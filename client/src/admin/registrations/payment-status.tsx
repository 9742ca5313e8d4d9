import { PAYMENT_STATUS_LABELS } from '@/admin/shared/payment-status-badge';
import type { RegistrationStatusFilter } from '@/api/admin-registrations';
import { adminTime } from '@/admin/shared/admin-time';

export const STATUS_LABELS: Record<RegistrationStatusFilter, string> = { all: 'All', ...PAYMENT_STATUS_LABELS };

export const STATUS_FILTERS: readonly RegistrationStatusFilter[] = ['all', 'success', 'initiated', 'pending', 'failure'];

export const formatDate = (iso: string | null | undefined) => (iso ? adminTime(iso) : '');
