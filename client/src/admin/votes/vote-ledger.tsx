import type { VoteLedger, VoteLedgerEntry } from '@pageant/common/content/voting';
import { CURRENCIES, formatMoney, type Currency } from '@pageant/common/content/pricing';
import { Amount } from '@/admin/shared/amount';
import { DataTable, type Column, type TableDefinition } from '@/admin/shared/data-table';
import { ExportLink } from '@/admin/shared/export-link';
import { adminTime } from '@/admin/shared/admin-time';

interface VoteLedgerViewProps {
  ledger: VoteLedger | null;
  loading: boolean;
  error: string | null;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** Every ledger row with its currency, then the totals per currency (server: votes/ledger-csv.ts). */
const LEDGER_EXPORT_URL = '/api/votes/ledger.csv';

/** Exact sums, cents included, each in its own currency. */
const money = (amount: string | number, currency: Currency = 'INR') => formatMoney(Number(amount) || 0, currency, { cents: true });

function Total({ label, value, hint, wide }: { label: string; value: string; hint?: string; wide?: boolean }) {
  return (
    // Money gets a whole row on a phone: a sum such as ₹1,12,500.00 must never break inside its digits.
    <div className={`min-w-0 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-neutral-500">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap figures text-plum">{value}</dd>
      {hint && <dd className="text-xs text-neutral-500">{hint}</dd>}
    </div>
  );
}

/** Revenue per currency (issue #17): rupees and dollars side by side, never added together. */
function revenueTotals(ledger: VoteLedger) {
  const byCurrency = ledger.revenueByCurrency ?? { INR: ledger.totalRevenue };
  return CURRENCIES.filter((c) => byCurrency[c] !== undefined).map((c) => (
    <Total
      key={c}
      wide
      label={`Revenue (${c})`}
      value={money(byCurrency[c]!, c)}
      hint={c === 'INR' ? 'Paid through PayU' : 'Paid through Stripe'}
    />
  ));
}

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{adminTime(iso)}</time>;

const columns: Column<VoteLedgerEntry>[] = [
  { key: 'time', header: 'Time', from: 'md', className: 'whitespace-nowrap text-neutral-600', cell: (e) => <At iso={e.createdAt} /> },
  {
    key: 'candidate',
    header: 'Candidate',
    className: 'font-medium text-neutral-900',
    cell: (e) => (
      <>
        {e.candidateName}
        {e.voterName && <span className="block text-xs font-normal text-neutral-500">by {e.voterName}</span>}
        {/* Between a phone's card and a laptop the time and id columns leave: they ride under the name. */}
        <span className="hidden text-xs font-normal text-neutral-500 sm:max-md:block">
          <At iso={e.createdAt} />
          <span className="block font-mono break-all">{e.txnid}</span>
        </span>
      </>
    ),
  },
  { key: 'votes', header: 'Votes', align: 'right', className: 'figures', cell: (e) => e.votes.toLocaleString('en-IN') },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'figures whitespace-nowrap',
    cell: (e) => <Amount text={money(e.amount, e.currency)} currency={e.currency ?? 'INR'} />,
  },
  { key: 'txnid', header: 'Transaction ID', from: 'md', className: 'font-mono text-xs text-neutral-700', cell: (e) => e.txnid },
];

const table: TableDefinition<VoteLedgerEntry> = {
  label: 'Vote payments',
  columns,
  rowKey: (e) => e._id,
  loadingLabel: 'Loading vote payments…',
  fold: true,
};

/** The latest confirmed vote payments and their totals (GET /api/votes/ledger). */
export function VoteLedgerView({ ledger, loading, error, page, onPage, onRetry }: VoteLedgerViewProps) {
  return (
    <section aria-labelledby="vote-ledger-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vote-ledger-heading" className="text-base font-semibold text-neutral-900">
          Vote payments
        </h2>
        <ExportLink href={LEDGER_EXPORT_URL} quiet />
      </div>
      {ledger && !error && (
        <dl aria-label="Vote totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Total label="Total votes" value={ledger.totalVotes.toLocaleString('en-IN')} />
          <Total label="Payments" value={ledger.totalPayments.toLocaleString('en-IN')} />
          {revenueTotals(ledger)}
        </dl>
      )}
      <DataTable
        table={table}
        rows={ledger?.entries ?? []}
        loading={loading && !ledger}
        error={error}
        onRetry={onRetry}
        empty="No confirmed vote payments yet."
        busy={loading}
        dim={false}
        pager={{ page, totalPages: ledger?.totalPages ?? 1, onChange: onPage, label: 'Vote payment pages' }}
      />
    </section>
  );
}
