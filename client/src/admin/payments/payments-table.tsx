import { ExternalLink, ReceiptText, Undo2 } from 'lucide-react';
import type { PaymentReportRow } from '@pageant/common/content/payment-report';
import { formatMoney } from '@pageant/common/content/pricing';
import { formatDateTime } from '@/components/format';
import { AdminTable, TH } from '@/admin/shared/admin-table';
import { RowMenu } from '@/admin/shared/row-menu';
import { PURPOSE_LABELS, StatusBadge } from './labels';

interface PaymentsTableProps {
  payments: readonly PaymentReportRow[];
  busy: boolean;
  onRefund: (p: PaymentReportRow) => void;
}

const td = 'px-1.5 py-2 align-top sm:px-3';
const action =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2';

export const receiptPath = (txnid: string) => `/receipt/${encodeURIComponent(txnid)}`;
const canRefund = (p: PaymentReportRow) => p.status === 'success';

export function PaymentsTable({ payments, busy, onRefund }: PaymentsTableProps) {
  return (
    <AdminTable
      label="Payments"
      busy={busy}
      head={
        <>
          <th scope="col" className={`${TH} hidden md:table-cell`}>
            Created
          </th>
          <th scope="col" className={TH}>
            Payment
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Amount
          </th>
          <th scope="col" className={`${TH} hidden sm:table-cell`}>
            Status
          </th>
          <th scope="col" className={`${TH} hidden xl:table-cell`}>
            Gateway id
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {payments.map((p) => (
        <tr key={p.txnid} className="hover:bg-neutral-50">
          <td className={`${td} figures hidden whitespace-nowrap text-neutral-600 md:table-cell`}>{formatDateTime(p.createdAt)}</td>
          <th scope="row" className={`${td} min-w-0 text-left font-normal`}>
            <span className="block font-medium text-neutral-900">{p.description}</span>
            <span className="block text-xs text-neutral-500">
              {PURPOSE_LABELS[p.purpose]}
              <span className="figures md:hidden"> · {formatDateTime(p.createdAt)}</span>
            </span>
            <span className="figures block font-mono text-xs break-all text-neutral-500">{p.txnid}</span>
          </th>
          <td className={`${td} figures text-right whitespace-nowrap font-medium text-neutral-900`}>
            {formatMoney(p.amount, p.currency)}
            <span className="block text-xs font-normal text-neutral-500">{p.currency}</span>
            <span className="mt-1 block sm:hidden">
              <StatusBadge status={p.status} />
            </span>
          </td>
          <td className={`${td} hidden sm:table-cell`}>
            <StatusBadge status={p.status} />
            {p.refundedAt ? (
              <span className="figures mt-1 block text-xs text-neutral-500">Refunded {formatDateTime(p.refundedAt)}</span>
            ) : (
              p.settledAt && <span className="figures mt-1 block text-xs text-neutral-500">Settled {formatDateTime(p.settledAt)}</span>
            )}
          </td>
          <td className={`${td} figures hidden font-mono text-xs text-neutral-600 xl:table-cell`}>{p.gatewayId ?? '—'}</td>
          <td className={td}>
            <div className="md:hidden">
              <RowMenu
                label={`Actions for ${p.txnid}`}
                items={[
                  {
                    label: 'Receipt',
                    icon: <ReceiptText className="size-4" aria-hidden="true" />,
                    onSelect: () => window.open(receiptPath(p.txnid), '_blank', 'noopener'),
                  },
                  ...(canRefund(p)
                    ? [
                        {
                          label: 'Refund',
                          icon: <Undo2 className="size-4" aria-hidden="true" />,
                          danger: true,
                          onSelect: () => onRefund(p),
                        },
                      ]
                    : []),
                ]}
              />
            </div>
            <div className="hidden justify-end gap-2 md:flex">
              <a
                href={receiptPath(p.txnid)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Receipt for ${p.txnid} (opens in a new tab)`}
                className={`${action} border-neutral-300 text-neutral-700 hover:bg-neutral-100 focus-visible:outline-plum`}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Receipt
              </a>
              {canRefund(p) && (
                <button
                  type="button"
                  onClick={() => onRefund(p)}
                  aria-label={`Refund ${p.txnid}`}
                  className={`${action} border-red-200 text-red-700 hover:bg-red-50 focus-visible:outline-red-600`}
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  Refund
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
