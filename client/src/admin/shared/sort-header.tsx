import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TH } from './table-classes';

export interface TableSort {
  /** The key of the sorted column. */
  by: string;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
}

interface SortHeaderProps {
  column: string;
  label: string;
  sort: TableSort;
  right?: boolean;
  className?: string;
}

/** A column header that sorts by its column and says how the table is sorted (aria-sort). */
export function SortHeader({ column, label, sort, right = false, className = '' }: SortHeaderProps) {
  const active = sort.by === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`${TH} ${right ? 'text-right' : 'text-left'} ${className}`}
    >
      <button
        type="button"
        onClick={() => sort.onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-plum focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
      >
        {label}
        <Icon className={`size-3.5 ${active ? 'text-plum' : 'text-neutral-400'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
