import { useCallback } from 'react';
import { PAYMENT_REPORT_PAGE_SIZE, type PaymentReport } from '@pageant/common/content/payment-report';
import { getPaymentReport, type PaymentFilterValues } from '@/api/admin-payments';
import { useQueryPage } from '../shared/use-query-page';

export const PAYMENTS_FETCH_FAILED = 'Failed to fetch payments';
const EMPTY: PaymentReport = { payments: [], totals: {}, page: 1, totalPages: 0 };

/** One page of the report for the filters; refetched when they change or reload() is called. */
export function usePaymentReport(filters: PaymentFilterValues, page: number) {
  const load = useCallback(
    (signal: AbortSignal) =>
      getPaymentReport(filters, page, PAYMENT_REPORT_PAGE_SIZE, signal).then((res) => ({
        ...EMPTY,
        ...res,
        payments: Array.isArray(res?.payments) ? res.payments : [],
        totals: res?.totals ?? {},
      })),
    [filters, page],
  );
  return useQueryPage(load, { empty: EMPTY, logMessage: 'Failed to fetch payments', fallbackMessage: PAYMENTS_FETCH_FAILED });
}
