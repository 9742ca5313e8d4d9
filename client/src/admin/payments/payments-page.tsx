import { useState } from 'react';
import { notify } from '@/lib/notify';
import type { PaymentReportRow } from '@pageant/common/content/payment-report';
import { REFUND_MSG } from '@pageant/common/content/refunds';
import { paymentsExportUrl, refundPayment } from '@/api/admin-payments';
import { errorMessage } from '@/api/http';
import { formatCount } from '@/components/format';
import { PaymentFilters } from './payment-filters';
import { PaymentTotalsStrip } from './payment-totals';
import { PaymentsTable } from './payments-table';
import { RefundDialog } from './refund-dialog';
import { usePaymentFilters } from './use-payment-filters';
import { usePaymentReport } from './use-payment-report';
import { listState } from '@/admin/shared/data-table';
import { ExportLink } from '@/admin/shared/export-link';

export const REFUND_FAILED = 'The refund could not be made. Please try again.';
const TOAST_MS = 5000;

/** Every payment (issue #16): filters, totals per status, CSV of the same filters, receipts and refunds. */
export default function PaymentsPage() {
  const { filters, page, setFilter, setPage, clear, active } = usePaymentFilters();
  const resource = usePaymentReport(filters, page);
  const { data, loaded, error, reload } = resource;
  const [refunding, setRefunding] = useState<PaymentReportRow | null>(null);
  const [refundBusy, setRefundBusy] = useState(false);
  const [refundError, setRefundError] = useState<string | null>(null);

  const total = Object.values(data.totals).reduce((n, t) => n + (t?.count ?? 0), 0);

  const openRefund = (p: PaymentReportRow) => {
    setRefundError(null);
    setRefunding(p);
  };

  async function refund(reason: string) {
    if (!refunding) return;
    setRefundBusy(true);
    setRefundError(null);
    try {
      const res = await refundPayment(refunding.txnid, reason);
      notify.success(res?.message || REFUND_MSG.refunded, { duration: TOAST_MS });
      setRefunding(null);
      reload();
    } catch (err) {
      const message = errorMessage(err, REFUND_FAILED);
      setRefundError(message);
      notify.error(message, { duration: TOAST_MS });
    } finally {
      setRefundBusy(false);
    }
  }

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-neutral-900">
          Payments <span className="figures font-normal text-neutral-500">({loaded ? formatCount(total) : '…'})</span>
        </h1>
        <ExportLink href={paymentsExportUrl(filters)} />
      </div>

      <PaymentFilters filters={filters} onChange={setFilter} onClear={clear} active={active} />

      {loaded && !error && data.payments.length > 0 && <PaymentTotalsStrip totals={data.totals} />}
      <PaymentsTable
        rows={data.payments}
        {...listState(resource)}
        empty={active ? 'No payments match these filters.' : 'No payments yet.'}
        pager={{ page, totalPages: data.totalPages, onChange: setPage, label: 'Payment pages' }}
        onRefund={openRefund}
      />

      {refunding && (
        <RefundDialog
          key={refunding.txnid}
          payment={refunding}
          busy={refundBusy}
          error={refundError}
          onConfirm={(reason) => void refund(reason)}
          onCancel={() => setRefunding(null)}
        />
      )}
    </section>
  );
}
