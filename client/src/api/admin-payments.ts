import type { PaymentReport, PaymentReportFilter } from '@pageant/common/content/payment-report';
import type { RefundResult } from '@pageant/common/content/refunds';
import { apiFetch } from './http';

/** The report's filters as the admin screen holds them: '' means "any". */
export type PaymentFilterValues = { [K in keyof PaymentReportFilter]-?: string };

function filterParams(f: PaymentFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) if (value) params.set(key, value);
  return params;
}

export function getPaymentReport(f: PaymentFilterValues, page: number, limit: number, signal?: AbortSignal) {
  const params = filterParams(f);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return apiFetch<PaymentReport>(`/admin/payments?${params}`, { signal });
}

/** The CSV of the same filters; a plain link, so the browser saves the attachment. */
export function paymentsExportUrl(f: PaymentFilterValues): string {
  const query = filterParams(f).toString();
  return `/api/admin/payments/export.csv${query ? `?${query}` : ''}`;
}

/** Refunds a successful payment in full through the gateway (trust-pay's endpoint, issue #16). */
export const refundPayment = (txnid: string, reason: string) =>
  apiFetch<RefundResult>(`/admin/payments/${encodeURIComponent(txnid)}/refund`, { method: 'POST', body: { reason } });
