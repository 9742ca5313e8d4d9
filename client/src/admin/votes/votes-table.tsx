import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { CandidateDto } from '@pageant/common/content/voting';
import { Avatar } from './avatar';
import type { Sort, SortKey } from './sort';
import { AdminTable, TH } from '@/admin/shared/admin-table';

interface VotesTableProps {
  rows: readonly CandidateDto[];
  firstNumber: number;
  sort: Sort;
  onSort: (key: SortKey) => void;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  align = 'left',
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (k: SortKey) => void;
  align?: 'left' | 'right';
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`${TH} ${align === 'right' ? 'text-right' : ''}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-plum focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
      >
        {label}
        <Icon className={`size-3.5 ${active ? 'text-plum' : 'text-neutral-400'}`} aria-hidden="true" />
      </button>
    </th>
  );
}

export function VotesTable({ rows, firstNumber, sort, onSort }: VotesTableProps) {
  return (
    <AdminTable
      label="Candidate votes"
      head={
        <>
          <th scope="col" className={`${TH} w-8 sm:w-12`}>
            #
          </th>
          <SortHeader label="Name" column="name" sort={sort} onSort={onSort} />
          <th scope="col" className={TH}>
            Image
          </th>
          <SortHeader label="Votes" column="voteCount" sort={sort} onSort={onSort} align="right" />
        </>
      }
    >
      {rows.map((c, i) => (
        <tr key={c._id} className="hover:bg-neutral-50">
          <td className="px-1.5 py-2 sm:px-3 text-neutral-500 figures">{firstNumber + i}</td>
          <th scope="row" className="px-1.5 py-2 sm:px-3 text-left font-medium text-neutral-900">
            {c.name}
          </th>
          <td className="px-1.5 py-2 sm:px-3">
            <Avatar name={c.name} imageUrl={c.imageUrl} size={40} className="size-10 rounded-full" />
          </td>
          <td className="px-1.5 py-2 sm:px-3 text-right font-semibold figures text-neutral-900">{c.voteCount.toLocaleString('en-IN')}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
