import { Pencil, Trash2, UserRound } from 'lucide-react';
import type { CandidateDto } from '@pageant/common/content/voting';
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

const columns: Column<CandidateDto>[] = [
  { key: 'name', header: 'Name', rowHeader: true, className: 'font-medium text-neutral-900', cell: (c) => c.name },
  { key: 'image', header: 'Image', cell: (c) => <Photo c={c} /> },
  { key: 'votes', header: 'Votes', align: 'right', className: 'figures', cell: (c) => c.voteCount.toLocaleString('en-IN') },
];

const table: TableDefinition<CandidateDto> = { label: 'Candidates', columns, rowKey: (c) => c._id, loadingLabel: 'Loading candidates…' };

interface CandidatesTableProps extends ListProps<CandidateDto> {
  onEdit: (c: CandidateDto) => void;
  onDelete: (c: CandidateDto) => void;
}

const edit: Omit<RowAction, 'name'> = { label: 'Edit', icon: <Pencil className="size-4" aria-hidden="true" /> };
const remove: Omit<RowAction, 'name'> = { label: 'Delete', icon: <Trash2 className="size-4" aria-hidden="true" />, danger: true };

/** Its five columns fit a 390 px phone, so it stays a table there, header pinned, actions in a menu. */
export function CandidatesTable({ onEdit, onDelete, ...list }: CandidatesTableProps) {
  return (
    <DataTable
      table={table}
      actions={{
        menuLabel: (c) => `Actions for ${c.name}`,
        items: (c) => [
          { ...edit, name: `Edit ${c.name}`, onSelect: () => onEdit(c) },
          { ...remove, name: `Delete ${c.name}`, onSelect: () => onDelete(c) },
        ],
      }}
      {...list}
    />
  );
}
