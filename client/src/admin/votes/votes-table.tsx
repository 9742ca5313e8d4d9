import { VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import { DataTable, type Column, type ListProps, type TableDefinition, type TablePager } from '@/admin/shared/data-table';
import { Avatar } from './avatar';
import type { Sort, SortKey } from './sort';

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

const table: TableDefinition<CandidateDto> = {
  label: 'Candidate votes',
  columns,
  rowKey: (c) => c._id,
  loadingLabel: 'Loading candidates…',
};

interface VotesTableProps extends Omit<ListProps<CandidateDto>, 'empty'> {
  sort: Sort;
  onSort: (key: SortKey) => void;
  pager: TablePager;
}

/** Live counts, sorted and paged in the browser (the whole list is in memory); a phone keeps the table and its pinned header. */
export function VotesTable({ sort, onSort, pager, ...list }: VotesTableProps) {
  const sorting = { by: sort.key, dir: sort.dir, onSort: (key: string) => isSortKey(key) && onSort(key) };
  return <DataTable table={table} empty={VOTING_MSG.noneFound} sort={sorting} pager={{ ...pager, always: true }} {...list} />;
}
