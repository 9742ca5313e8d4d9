import { VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import { DataTable, type Column, type ListState, type TablePager } from '@/admin/shared/data-table';
import { Avatar } from './avatar';
import type { Sort, SortKey } from './sort';

interface VotesTableProps extends ListState {
  rows: readonly CandidateDto[];
  firstNumber: number;
  sort: Sort;
  onSort: (key: SortKey) => void;
  pager: TablePager;
}

const isSortKey = (key: string): key is SortKey => key === 'name' || key === 'voteCount';

const columns: Column<CandidateDto>[] = [
  { key: 'name', header: 'Name', rowHeader: true, sortable: true, className: 'font-medium text-neutral-900', cell: (c) => c.name },
  { key: 'image', header: 'Image', cell: (c) => <Avatar name={c.name} imageUrl={c.imageUrl} size={40} className="size-10 rounded-full" /> },
  {
    key: 'voteCount',
    header: 'Votes',
    align: 'right',
    sortable: true,
    className: 'font-semibold figures text-neutral-900',
    cell: (c) => c.voteCount.toLocaleString('en-IN'),
  },
];

/** Live counts, sorted and paged in the browser (the whole list is in memory); a phone keeps the table and its pinned header. */
export function VotesTable({ rows, sort, onSort, pager, ...state }: VotesTableProps) {
  return (
    <DataTable
      label="Candidate votes"
      columns={columns}
      rows={rows}
      rowKey={(c) => c._id}
      loadingLabel="Loading candidates…"
      empty={VOTING_MSG.noneFound}
      sort={{ by: sort.key, dir: sort.dir, onSort: (key) => isSortKey(key) && onSort(key) }}
      pager={{ ...pager, always: true }}
      {...state}
    />
  );
}
