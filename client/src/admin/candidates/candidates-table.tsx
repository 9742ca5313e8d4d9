import { Pencil, Trash2, UserRound } from 'lucide-react';
import type { CandidateDto } from '@pageant/common/content/voting';
import { AdminTable, TH } from '@/admin/shared/admin-table';
import { RowMenu } from '@/admin/shared/row-menu';

interface CandidatesTableProps {
  candidates: readonly CandidateDto[];
  /** Row number of the first candidate on this page. */
  firstNumber: number;
  busy: boolean;
  onEdit: (c: CandidateDto) => void;
  onDelete: (c: CandidateDto) => void;
}

const action =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

export function CandidatesTable({ candidates, firstNumber, busy, onEdit, onDelete }: CandidatesTableProps) {
  return (
    <AdminTable
      label="Candidates"
      busy={busy}
      head={
        <>
          <th scope="col" className={`${TH} w-8 sm:w-12`}>
            #
          </th>
          <th scope="col" className={TH}>
            Name
          </th>
          <th scope="col" className={TH}>
            Image
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Votes
          </th>
          <th scope="col" className={TH}>
            <span className="max-md:sr-only">Actions</span>
          </th>
        </>
      }
    >
      {candidates.map((c, i) => (
        <tr key={c._id} className="hover:bg-neutral-50">
          <td className="px-1.5 py-2 sm:px-3 text-neutral-500 figures">{firstNumber + i}</td>
          <th scope="row" className="px-1.5 py-2 sm:px-3 text-left font-medium text-neutral-900">
            {c.name}
          </th>
          <td className="px-1.5 py-2 sm:px-3">
            {c.imageUrl ? (
              <img
                src={c.imageUrl}
                alt={c.name}
                width={48}
                height={48}
                loading="lazy"
                className="size-9 rounded-md object-cover sm:size-12"
              />
            ) : (
              <span
                role="img"
                aria-label={`${c.name}: no photo`}
                className="flex size-9 items-center justify-center rounded-md sm:size-12 bg-neutral-100 text-neutral-400"
              >
                <UserRound className="size-6" aria-hidden="true" />
              </span>
            )}
          </td>
          <td className="px-1.5 py-2 sm:px-3 text-right figures">{c.voteCount.toLocaleString('en-IN')}</td>
          <td className="px-1.5 py-2 sm:px-3">
            <div className="md:hidden">
              <RowMenu
                label={`Actions for ${c.name}`}
                items={[
                  { label: 'Edit', icon: <Pencil className="size-4" aria-hidden="true" />, onSelect: () => onEdit(c) },
                  { label: 'Delete', icon: <Trash2 className="size-4" aria-hidden="true" />, danger: true, onSelect: () => onDelete(c) },
                ]}
              />
            </div>
            <div className="hidden flex-wrap gap-2 md:flex">
              <button
                type="button"
                onClick={() => onEdit(c)}
                aria-label={`Edit ${c.name}`}
                className={`${action} border-neutral-300 text-neutral-700 hover:bg-neutral-100 focus-visible:outline-plum`}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </button>
              <button
                type="button"
                onClick={() => onDelete(c)}
                aria-label={`Delete ${c.name}`}
                className={`${action} border-red-200 text-red-700 hover:bg-red-50 focus-visible:outline-red-600`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
