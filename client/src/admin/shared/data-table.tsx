import type { ReactNode } from 'react';
import { PageNumbers } from './page-numbers';
import { Pager } from './pager';
import { ResourceStatus } from './resource-status';
import { RowActionsCell, type RowActions } from './row-actions';
import { SortHeader, type TableSort } from './sort-header';
import { TableSkeleton } from './table-skeleton';
import { TH, folded, shownFrom, type Breakpoint } from './table-classes';

export interface Column<Row> {
  /** Unique in the table; also what `sort.onSort` receives for a sortable column. */
  key: string;
  /** The column's title, and the label of its value on a folded phone card. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right';
  /** Width classes, e.g. `w-8 sm:w-12`. */
  width?: string;
  /** Shown from this width up; on a folded phone card it shows again under its label. */
  from?: Breakpoint;
  /** The cell that names the row (`<th scope="row">`): the title of a folded card. */
  rowHeader?: boolean;
  sortable?: boolean;
  className?: string;
}

export interface TablePager {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
  /** Page numbers (1 … 4 5 6 … 12) instead of "Page x of y". */
  numbered?: boolean;
  /** Shown even with a single page. */
  always?: boolean;
}

/** Where a list's load stands, as its page passes it on to the table. */
export interface ListState {
  /** The first page is on its way: a skeleton and `loadingLabel` instead of the table. */
  loading?: boolean;
  /** A new page is loading over the shown one: announced, and dimmed unless `dim` is false (live refreshes). */
  busy?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** The state of a list read by one of the admin read hooks (`{ loading, loaded, error, reload }`). */
export const listState = (r: { loading: boolean; loaded: boolean; error: string | null; reload: () => void }): ListState => ({
  loading: r.loading && !r.loaded,
  busy: r.loading,
  error: r.error,
  onRetry: r.reload,
});

/** What a list's table is: fixed where the list is defined. */
export interface TableDefinition<Row> {
  label: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Announced while the first page loads. */
  loadingLabel?: string;
  /** On phones each row becomes a card of labelled values, for tables too wide for 390 px. */
  fold?: boolean;
  /** Cells align to their top, for rows whose cells hold several lines. */
  alignTop?: boolean;
}

/** What a list's page hands its table. */
export interface ListProps<Row> extends ListState {
  rows: readonly Row[];
  /** What an empty list says. */
  empty: ReactNode;
  pager?: TablePager;
  /** Adds a # column counting the rows on from this number (across pages). */
  firstNumber?: number;
}

interface DataTableProps<Row> extends ListProps<Row> {
  table: TableDefinition<Row>;
  dim?: boolean;
  actions?: RowActions<Row>;
  sort?: TableSort;
}

const numberColumn = <Row,>(first: number): Column<Row> => ({
  key: '#',
  header: '#',
  width: 'w-8 sm:w-12',
  className: 'text-neutral-500 figures',
  cell: (_, i) => first + i,
});

const align = (a: Column<unknown>['align']) => (a === 'right' ? 'text-right' : 'text-left');

function PagerFor({ pager }: { pager: TablePager }) {
  if (pager.numbered) return <PageNumbers {...pager} />;
  if (pager.totalPages <= 1 && !pager.always) return null;
  return <Pager {...pager} />;
}

/**
 * Every admin list: a header pinned under the top bar, rows, an actions column, the loading, error and
 * empty states and the pager. Each table keeps to the width of a 390 px phone (row menus, fewer
 * columns, or folded cards).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { table, rows, actions, busy = false, dim = true } = props;
  const { label, rowKey, fold = false } = table;
  const columns = props.firstNumber === undefined ? table.columns : [numberColumn<Row>(props.firstNumber), ...table.columns];
  if (props.loading) {
    const shape = columns.map((c) => ({ header: c.header, className: shownFrom(c.from, false) }));
    return <TableSkeleton columns={shape} label={table.loadingLabel ?? `Loading ${label}…`} />;
  }
  const td = `px-1.5 py-2 sm:px-3 ${table.alignTop ? 'align-top' : ''}`;

  return (
    <ResourceStatus
      loading={false}
      error={props.error ?? null}
      onRetry={props.onRetry ?? (() => {})}
      loadingLabel=""
      isEmpty={rows.length === 0}
      empty={<p className="rounded-md border border-dashed border-neutral-300 p-8 text-center text-sm text-neutral-600">{props.empty}</p>}
    >
      <div className="space-y-4">
        <div className={`overflow-x-clip rounded-lg border border-neutral-200 bg-white shadow-sm ${fold ? folded.frame : ''}`}>
          <table
            aria-label={label}
            aria-busy={busy || undefined}
            className={`w-full border-separate border-spacing-0 text-sm transition-opacity ${fold ? 'max-sm:block' : ''} ${busy && dim ? 'opacity-60' : ''}`}
          >
            <thead className={fold ? 'max-sm:sr-only' : undefined}>
              <tr>
                {columns.map((c) =>
                  c.sortable && props.sort ? (
                    <SortHeader
                      key={c.key}
                      column={c.key}
                      label={c.header}
                      sort={props.sort}
                      className={shownFrom(c.from, fold)}
                      right={c.align === 'right'}
                    />
                  ) : (
                    <th key={c.key} scope="col" className={`${TH} ${align(c.align)} ${c.width ?? ''} ${shownFrom(c.from, fold)}`}>
                      {c.header}
                    </th>
                  ),
                )}
                {actions && (
                  <th scope="col" className={`${TH} text-right`}>
                    <span className="max-md:sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody
              className={`${fold ? `${folded.body} sm:[&>tr:not(:last-child)>*]:border-b` : '[&>tr:not(:last-child)>*]:border-b'} [&>tr>*]:border-neutral-100`}
            >
              {rows.map((row, i) => (
                <tr key={rowKey(row)} className={`hover:bg-neutral-50 ${fold ? folded.row : ''}`}>
                  {columns.map((c) => {
                    const Cell = c.rowHeader ? 'th' : 'td';
                    const content = c.cell(row, i);
                    const card = fold ? (c.rowHeader ? folded.title : folded.cell) : '';
                    return (
                      <Cell
                        key={c.key}
                        scope={c.rowHeader ? 'row' : undefined}
                        data-label={fold && !c.rowHeader ? c.header : undefined}
                        className={`${td} ${align(c.align)} ${shownFrom(c.from, fold)} ${card} ${c.className ?? ''}`}
                      >
                        {fold && !c.rowHeader ? <div className="min-w-0 [overflow-wrap:anywhere]">{content}</div> : content}
                      </Cell>
                    );
                  })}
                  {actions && (
                    <td className={`${td} text-right ${fold ? folded.actions : ''}`}>
                      <RowActionsCell row={row} actions={actions} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {props.pager && <PagerFor pager={props.pager} />}
      </div>
    </ResourceStatus>
  );
}
