import type { CsrStandingRow } from '@pageant/common/content/csr-drive';
import { CSR_MARKS_MAX } from '@pageant/common/content/csr-drive';
import { formatMoney } from '@pageant/common/content/pricing';
import { formatCount } from '@/components/format';
import { DataTable, type Column, type ListProps, type TableDefinition } from '@/admin/shared/data-table';

/** Marks as the finale sheet writes them: always one decimal ("30.0", "7.5"). */
export const formatMarks = (marks: number) => (Math.round(marks * 10) / 10).toFixed(1);

/** Highest percent first; a tie keeps the server's order (by name). */
export const ranked = (rows: readonly CsrStandingRow[]) => [...rows].sort((a, b) => b.percent - a.percent);

const percentText = (p: number) => `${Math.floor(Math.max(0, p))}%`;

function PerCurrency({ amounts }: { amounts: CsrStandingRow['raised'] }) {
  return (
    <>
      <span className="block">{formatMoney(amounts.INR, 'INR')}</span>
      <span className="block text-neutral-600">{formatMoney(amounts.USD, 'USD')}</span>
    </>
  );
}

const columns: Column<CsrStandingRow>[] = [
  {
    key: 'name',
    header: 'Contestant',
    rowHeader: true,
    className: 'min-w-0 font-normal',
    cell: (r) => (
      <>
        <span className="block font-medium text-neutral-900">{r.name}</span>
        <span className="block text-xs text-neutral-500">{r.category}</span>
      </>
    ),
  },
  {
    key: 'percent',
    header: 'Progress',
    className: 'figures whitespace-nowrap',
    cell: (r) => (
      <span className="inline-flex items-center gap-2">
        <span className="h-1.5 w-16 overflow-hidden rounded-full bg-neutral-200 max-md:hidden" aria-hidden="true">
          <span className="block h-full rounded-full bg-plum" style={{ width: `${Math.min(100, Math.max(0, r.percent))}%` }} />
        </span>
        {percentText(r.percent)}
      </span>
    ),
  },
  {
    key: 'marks',
    header: 'Marks',
    align: 'right',
    className: 'figures whitespace-nowrap font-semibold text-neutral-900',
    cell: (r) => (
      <>
        {formatMarks(r.marks)}
        <span className="font-normal text-neutral-500"> / {CSR_MARKS_MAX}</span>
      </>
    ),
  },
  {
    key: 'raised',
    header: 'Raised',
    align: 'right',
    className: 'figures whitespace-nowrap',
    cell: (r) => <PerCurrency amounts={r.raised} />,
  },
  {
    key: 'target',
    header: 'Target',
    align: 'right',
    from: 'md',
    className: 'figures whitespace-nowrap text-neutral-600',
    cell: (r) => <PerCurrency amounts={r.target} />,
  },
  { key: 'donors', header: 'Donors', align: 'right', from: 'sm', className: 'figures', cell: (r) => formatCount(r.donors) },
];

const table: TableDefinition<CsrStandingRow> = {
  label: 'Charity drive standings',
  columns,
  rowKey: (r) => r.candidateId,
  loadingLabel: 'Loading the standings…',
  alignTop: true,
  fold: true,
};

/** The finale's CSR marks: every contestant ranked by her better currency's percent; on a phone each is a card. */
export function StandingsTable(list: ListProps<CsrStandingRow>) {
  return <DataTable table={table} {...list} rows={ranked(list.rows)} firstNumber={1} />;
}
