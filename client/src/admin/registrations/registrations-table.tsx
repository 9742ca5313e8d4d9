import { Eye, ImageOff } from 'lucide-react';
import { formatMoney } from '@pageant/common/content/pricing';
import type { AdminRegistration } from '@/api/admin-registrations';
import { DataTable, type Column, type ListProps, type TableDefinition } from '@/admin/shared/data-table';
import type { RowAction } from '@/admin/shared/row-actions';
import { ContactLinks } from './contact-links';
import { StatusBadge } from '@/admin/shared/payment-status-badge';
import { formatDate } from './payment-status';
import { StageChip } from './stage-chip';

function Pictures({ r }: { r: AdminRegistration }) {
  if (r.pictures.length === 0) return <ImageOff className="inline size-5 text-neutral-300" aria-label="No pictures" role="img" />;
  return (
    <div className="inline-flex gap-1">
      {r.pictures.map((src, n) => (
        <img
          key={src}
          src={src}
          alt={`${r.fullName} picture ${n + 1}`}
          width={40}
          height={40}
          loading="lazy"
          className="size-10 rounded object-cover"
        />
      ))}
    </div>
  );
}

const columns: Column<AdminRegistration>[] = [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (r) => (
      <>
        <span className="block font-medium text-neutral-900">{r.fullName}</span>
        <span className="block text-xs font-normal text-neutral-500">
          Age {r.age} · registered {formatDate(r.createdAt)}
        </span>
        <span className="hidden text-xs font-normal text-neutral-500 sm:max-md:block">{r.category}</span>
      </>
    ),
  },
  { key: 'stage', header: 'Stage', cell: (r) => <StageChip stage={r.stage ?? null} /> },
  { key: 'category', header: 'Category', from: 'md', cell: (r) => r.category },
  {
    key: 'contact',
    header: 'Contact',
    from: 'lg',
    cell: (r) => <ContactLinks email={r.email} contactNumber={r.contactNumber} whatsappNumber={r.whatsappNumber} />,
  },
  {
    key: 'payment',
    header: 'Payment',
    cell: (r) => (
      <>
        <StatusBadge status={r.paymentStatus} />
        <span className="figures mt-1 block text-sm whitespace-nowrap text-neutral-900">
          {formatMoney(r.amount, r.currency ?? 'INR')} <span className="text-xs text-neutral-500">{r.currency ?? 'INR'}</span>
        </span>
        {r.paidAt && <span className="mt-1 block text-xs text-neutral-500">{formatDate(r.paidAt)}</span>}
      </>
    ),
  },
  {
    key: 'details',
    header: 'Details',
    from: 'lg',
    cell: (r) =>
      r.detailsSubmittedAt ? (
        <span className="text-emerald-800">
          Submitted
          <span className="block text-xs text-neutral-500">{formatDate(r.detailsSubmittedAt)}</span>
        </span>
      ) : (
        <span className="text-neutral-500">Not submitted</span>
      ),
  },
  { key: 'pictures', header: 'Pictures', from: 'lg', cell: (r) => <Pictures r={r} /> },
];

const table: TableDefinition<AdminRegistration> = {
  label: 'Registrations',
  columns,
  rowKey: (r) => r._id,
  loadingLabel: 'Loading registrations…',
  alignTop: true,
  fold: true,
};

interface RegistrationsTableProps extends ListProps<AdminRegistration> {
  onView: (r: AdminRegistration) => void;
}

/** Too wide for a phone: there each registration folds into a card, every value under its label. */
export function RegistrationsTable({ onView, ...list }: RegistrationsTableProps) {
  const view = (r: AdminRegistration): RowAction => ({
    label: 'View',
    name: `View ${r.fullName}`,
    icon: <Eye className="size-4" aria-hidden="true" />,
    onSelect: () => onView(r),
  });
  return <DataTable table={table} actions={{ items: (r) => [view(r)] }} {...list} />;
}
