import { Pencil, Trash2, UserRound } from 'lucide-react';
import type { CandidateDto } from '@pageant/common/content/voting';
import { DataTable, type Column, type ListState, type TablePager } from '@/admin/shared/data-table';

interface CandidatesTableProps extends ListState {
  candidates: readonly CandidateDto[];
  /** Row number of the first candidate on this page. */
  firstNumber: number;
  empty: string;
  pager: TablePager;
  onEdit: (c: CandidateDto) => void;
  onDelete: (c: CandidateDto) => void;
}

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

/** Its five columns fit a 390 px phone, so it stays a table there, header pinned, actions in a menu. */
export function CandidatesTable({ candidates, onEdit, onDelete, ...state }: CandidatesTableProps) {
  return (
    <DataTable
      label="Candidates"
      columns={columns}
      rows={candidates}
      rowKey={(c) => c._id}
      loadingLabel="Loading candidates…"
      actions={{
        menuLabel: (c) => `Actions for ${c.name}`,
        items: (c) => [
          { label: 'Edit', name: `Edit ${c.name}`, icon: <Pencil className="size-4" aria-hidden="true" />, onSelect: () => onEdit(c) },
          {
            label: 'Delete',
            name: `Delete ${c.name}`,
            icon: <Trash2 className="size-4" aria-hidden="true" />,
            danger: true,
            onSelect: () => onDelete(c),
          },
        ],
      }}
      {...state}
    />
  );
}
