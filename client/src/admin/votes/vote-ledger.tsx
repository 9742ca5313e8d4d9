import { Download } from 'lucide-react';
import type { VoteLedger } from '@pageant/common/content/voting';
import { CURRENCIES, formatMoney, type Currency } from '@pageant/common/content/pricing';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { Pager } from '@/admin/shared/pager';
import { AdminTable, TH } from '@/admin/shared/admin-table';
import { formatDateTime } from '@/components/format';

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

/** The latest confirmed vote payments and their totals (GET /api/votes/ledger). */
export function VoteLedgerView({ ledger, loading, error, page, onPage, onRetry }: VoteLedgerViewProps) {
  const entries = ledger?.entries ?? [];
  return (
    <section aria-labelledby="vote-ledger-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vote-ledger-heading" className="text-base font-semibold text-neutral-900">
          Vote payments
        </h2>
        {/* A plain link: the browser saves the attachment, and an expired session lands on the login. */}
        <a
          href={LEDGER_EXPORT_URL}
          download
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <ResourceStatus loading={loading && !ledger} error={error} onRetry={onRetry} loadingLabel="Loading vote payments…">
        {ledger && (
          <div className="space-y-3">
            <dl aria-label="Vote totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Total label="Total votes" value={ledger.totalVotes.toLocaleString('en-IN')} />
              <Total label="Payments" value={ledger.totalPayments.toLocaleString('en-IN')} />
              {revenueTotals(ledger)}
            </dl>
            {entries.length === 0 ? (
              <p className="rounded-md border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600">
                No confirmed vote payments yet.
              </p>
            ) : (
              <AdminTable
                label="Vote payments"
                busy={loading}
                dim={false}
                head={
                  <>
                    <th scope="col" className={`${TH} hidden md:table-cell`}>
                      Time
                    </th>
                    <th scope="col" className={TH}>
                      Candidate
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Votes
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Amount
                    </th>
                    <th scope="col" className={`${TH} hidden md:table-cell`}>
                      Transaction ID
                    </th>
                  </>
                }
              >
                {entries.map((e) => (
                  <tr key={e._id}>
                    <td className="hidden px-1.5 py-2 whitespace-nowrap text-neutral-600 sm:px-3 md:table-cell">
                      <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                    </td>
                    <td className="px-1.5 py-2 sm:px-3 font-medium text-neutral-900">
                      {e.candidateName}
                      {e.voterName && <span className="block text-xs font-normal text-neutral-500">by {e.voterName}</span>}
                      {/* Phones have no room for the time and id columns: they ride under the name. */}
                      <span className="block text-xs font-normal text-neutral-500 md:hidden">
                        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                        <span className="block font-mono break-all">{e.txnid}</span>
                      </span>
                    </td>
                    <td className="px-1.5 py-2 sm:px-3 text-right figures">{e.votes.toLocaleString('en-IN')}</td>
                    <td className="px-1.5 py-2 sm:px-3 text-right figures whitespace-nowrap">
                      {money(e.amount, e.currency)}
                      <span className="block text-xs text-neutral-500">{e.currency ?? 'INR'}</span>
                    </td>
                    <td className="hidden px-1.5 py-2 font-mono text-xs text-neutral-700 sm:px-3 md:table-cell">{e.txnid}</td>
                  </tr>
                ))}
              </AdminTable>
            )}
            {ledger.totalPages > 1 && <Pager page={page} totalPages={ledger.totalPages} onChange={onPage} label="Vote payment pages" />}
          </div>
        )}
      </ResourceStatus>
    </section>
  );
}
