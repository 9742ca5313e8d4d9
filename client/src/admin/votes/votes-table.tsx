import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { CandidateDto } from '@pageant/common/content/voting';
import { Avatar } from './avatar';
import type { Sort, SortKey } from './sort';

interface VotesTableProps {
  rows: readonly CandidateDto[];
  firstNumber: number;
  sort: Sort;
  onSort: (key: SortKey) => void;
}

const th = 'sticky top-0 bg-neutral-100 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-600';

function SortHeader({ label, column, sort, onSort, align = 'left' }: { label: string; column: SortKey; sort: Sort; onSort: (k: SortKey) => void; align?: 'left' | 'right' }) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} className={`${th} ${align === 'right' ? 'text-right' : ''}`}>
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
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white shadow-sm">
      <table aria-label="Candidate votes" className="min-w-full divide-y divide-neutral-200 text-sm">
        <thead>
          <tr>
            <th scope="col" className={`${th} w-12`}>#</th>
            <SortHeader label="Name" column="name" sort={sort} onSort={onSort} />
            <th scope="col" className={th}>Image</th>
            <SortHeader label="Votes" column="voteCount" sort={sort} onSort={onSort} align="right" />
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {rows.map((c, i) => (
            <tr key={c._id} className="hover:bg-neutral-50">
              <td className="px-3 py-2 text-neutral-500 tabular-nums">{firstNumber + i}</td>
              <th scope="row" className="px-3 py-2 text-left font-medium text-neutral-900">{c.name}</th>
              <td className="px-3 py-2">
                <Avatar name={c.name} imageUrl={c.imageUrl} size={40} className="size-10 rounded-full" />
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums text-neutral-900">{c.voteCount.toLocaleString('en-IN')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
