import { ClipboardList, MapPin, Pencil, Trash2, UserRound } from 'lucide-react';
import type { CandidateDto } from '@pageant/common/content/voting';
import type { AdminCandidate } from '@/api/candidates';
import { CategoryChip } from '@/components/voting/category-chip';
import { DemoChip } from '@/admin/shared/demo-chip';
import { DataTable, type Column, type ListProps, type TableDefinition } from '@/admin/shared/data-table';
import type { RowAction } from '@/admin/shared/row-actions';

function Photo({ c }: { c: CandidateDto }) {
  if (c.imageUrl) {
    return (
      <img src={c.imageUrl} alt={c.name} width={48} height={48} loading="lazy" className="size-9 rounded-md object-cover sm:size-12" />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${c.name}: no photo`}
      className="flex size-9 items-center justify-center rounded-md sm:size-12 bg-neutral-100 text-neutral-400"
    >
      <UserRound className="size-6" aria-hidden="true" />
    </span>
  );
}

/** Her name, her card's identity (category, city) and where the row came from, in one cell so the table still fits a phone. */
function NameCell({ c }: { c: AdminCandidate }) {
  return (
    <>
      <span className="block font-medium text-neutral-900">{c.name}</span>
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-neutral-600">
        <CategoryChip category={c.category} size="sm" />
        {c.city && (
          // Wraps instead of truncating: a city on one line would widen the table past a 390 px phone.
          <span className="inline-flex min-w-0 items-start gap-1 [overflow-wrap:anywhere]">
            <MapPin className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {c.city}
          </span>
        )}
        {c.demo && <DemoChip />}
        {c.registrationId && (
          <span className="inline-flex items-center gap-1 text-plum">
            <ClipboardList className="size-3.5" aria-hidden="true" />
            from registration
          </span>
        )}
      </span>
    </>
  );
}

const columns: Column<AdminCandidate>[] = [
  { key: 'name', header: 'Name', rowHeader: true, className: 'font-normal', cell: (c) => <NameCell c={c} /> },
  { key: 'image', header: 'Image', cell: (c) => <Photo c={c} /> },
  { key: 'votes', header: 'Votes', align: 'right', className: 'figures', cell: (c) => c.voteCount.toLocaleString('en-IN') },
];

const table: TableDefinition<AdminCandidate> = { label: 'Candidates', columns, rowKey: (c) => c._id, loadingLabel: 'Loading candidates…' };

interface CandidatesTableProps extends ListProps<AdminCandidate> {
  onEdit: (c: CandidateDto) => void;
  onDelete: (c: CandidateDto) => void;
  /** Issue #34: a role that may not change candidates gets the list without its actions. */
  readOnly?: boolean;
}

const edit: Omit<RowAction, 'name'> = { label: 'Edit', icon: <Pencil className="size-4" aria-hidden="true" /> };
const remove: Omit<RowAction, 'name'> = { label: 'Delete', icon: <Trash2 className="size-4" aria-hidden="true" />, danger: true };

/** Its five columns fit a 390 px phone, so it stays a table there, header pinned, actions in a menu. */
export function CandidatesTable({ onEdit, onDelete, readOnly = false, ...list }: CandidatesTableProps) {
  return (
    <DataTable
      table={table}
      actions={
        readOnly
          ? undefined
          : {
              menuLabel: (c) => `Actions for ${c.name}`,
              items: (c) => [
                { ...edit, name: `Edit ${c.name}`, onSelect: () => onEdit(c) },
                { ...remove, name: `Delete ${c.name}`, onSelect: () => onDelete(c) },
              ],
            }
      }
      {...list}
    />
  );
}
