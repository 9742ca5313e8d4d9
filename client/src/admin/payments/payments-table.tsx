import { ExternalLink, Undo2 } from 'lucide-react';
import type { PaymentReportRow } from '@pageant/common/content/payment-report';
import { receiptPath } from '@pageant/common/content/payment-paths';
import { formatMoney } from '@pageant/common/content/pricing';
import { adminTime } from '@/admin/shared/admin-time';
import { Amount } from '@/admin/shared/amount';
import { DataTable, type Column, type ListProps, type TableDefinition } from '@/admin/shared/data-table';
import type { RowAction } from '@/admin/shared/row-actions';
import { StatusBadge } from '@/admin/shared/payment-status-badge';
import { DemoChip } from '@/admin/shared/demo-chip';
import { PURPOSE_LABELS } from './labels';

const columns: Column<PaymentReportRow>[] = [
  {
    key: 'created',
    header: 'Created',
    from: 'md',
    className: 'figures whitespace-nowrap text-neutral-600',
    cell: (p) => adminTime(p.createdAt),
  },
  {
    key: 'payment',
    header: 'Payment',
    rowHeader: true,
    className: 'min-w-0 font-normal',
    cell: (p) => (
      <>
        <span className="block font-medium text-neutral-900">
          {p.description}
          {p.demo && (
            <>
              {' '}
              <DemoChip />
            </>
          )}
        </span>
        <span className="block text-xs text-neutral-500">
          {PURPOSE_LABELS[p.purpose]}
          <span className="figures hidden sm:max-md:inline"> · {adminTime(p.createdAt)}</span>
        </span>
        <span className="figures block font-mono text-xs break-all text-neutral-500">{p.txnid}</span>
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'figures whitespace-nowrap font-medium text-neutral-900',
    cell: (p) => <Amount text={formatMoney(p.amount, p.currency)} currency={p.currency} />,
  },
  {
    key: 'status',
    header: 'Status',
    from: 'sm',
    cell: (p) => (
      <>
        <StatusBadge status={p.status} />
        {p.refundedAt ? (
          <span className="figures mt-1 block text-xs text-neutral-500">Refunded {adminTime(p.refundedAt)}</span>
        ) : (
          p.settledAt && <span className="figures mt-1 block text-xs text-neutral-500">Settled {adminTime(p.settledAt)}</span>
        )}
      </>
    ),
  },
  {
    key: 'gateway',
    header: 'Gateway id',
    from: 'xl',
    className: 'figures font-mono text-xs text-neutral-600',
    cell: (p) => p.gatewayId ?? '—',
  },
];

function actionsOf(p: PaymentReportRow, onRefund: (p: PaymentReportRow) => void): RowAction[] {
  const receipt: RowAction = {
    label: 'Receipt',
    name: `Receipt for ${p.txnid}`,
    icon: <ExternalLink className="size-4" aria-hidden="true" />,
    href: receiptPath(p.txnid),
  };
  if (p.status !== 'success') return [receipt];
  return [
    receipt,
    {
      label: 'Refund',
      name: `Refund ${p.txnid}`,
      icon: <Undo2 className="size-4" aria-hidden="true" />,
      danger: true,
      onSelect: () => onRefund(p),
    },
  ];
}

const table: TableDefinition<PaymentReportRow> = {
  label: 'Payments',
  columns,
  rowKey: (p) => p.txnid,
  loadingLabel: 'Loading payments…',
  alignTop: true,
  fold: true,
};

interface PaymentsTableProps extends ListProps<PaymentReportRow> {
  onRefund: (p: PaymentReportRow) => void;
}

/** Too wide for a phone: there each payment folds into a card, its actions behind the card's menu. */
export function PaymentsTable({ onRefund, ...list }: PaymentsTableProps) {
  return (
    <DataTable table={table} actions={{ menuLabel: (p) => `Actions for ${p.txnid}`, items: (p) => actionsOf(p, onRefund) }} {...list} />
  );
}
