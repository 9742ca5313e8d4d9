import { HandHeart } from 'lucide-react';
import type { Transparency } from '@pageant/common/content/transparency';
import { formatMoney } from '@pageant/common/content/pricing';
import { formatCount } from '@/components/format';

const cell = 'figures px-3 py-3 text-right sm:px-5';
const headCell = 'px-3 py-3 sm:px-5';

/** The gifts that named no contestant: the charity's own fund, beside the drives. */
function GeneralFund({ fund }: { fund: Transparency['generalFund'] }) {
  return (
    <div className="rounded-2xl bg-plum p-5 text-ivory shadow-card sm:p-6" data-testid="general-fund">
      <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.15em] text-gold-light uppercase">
        <HandHeart className="size-4" aria-hidden="true" />
        General fund
      </p>
      <p className="mt-2 text-sm text-ivory/85">Gifts that named no contestant.</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-1">
        <div>
          <dt className="text-xs text-ivory/75">Rupees</dt>
          <dd className="figures text-2xl font-bold">{formatMoney(fund.INR, 'INR')}</dd>
        </div>
        <div>
          <dt className="text-xs text-ivory/75">Dollars</dt>
          <dd className="figures text-2xl font-bold">{formatMoney(fund.USD, 'USD')}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Issue #33: donations per contestant's charity drive, each currency in its own column (never added),
 * beside the general fund. On a phone each drive is a card.
 */
export function DriveTotals({ drives, generalFund }: Pick<Transparency, 'drives' | 'generalFund'>) {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <GeneralFund fund={generalFund} />
      {drives.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-lilac bg-white p-8 text-center text-muted">
          No gifts have named a contestant’s drive yet.
        </p>
      ) : (
        <>
          <div className="overflow-hidden rounded-2xl bg-white shadow-card max-sm:hidden">
            <table className="w-full text-left text-sm sm:text-base">
              <caption className="sr-only">Donations per charity drive</caption>
              <thead className="bg-plum text-xs tracking-[0.15em] text-ivory uppercase">
                <tr>
                  <th scope="col" className={headCell}>
                    Contestant’s drive
                  </th>
                  <th scope="col" className={`${headCell} text-right`}>
                    Raised (INR)
                  </th>
                  <th scope="col" className={`${headCell} text-right`}>
                    Raised (USD)
                  </th>
                  <th scope="col" className={`${headCell} text-right`}>
                    Donors
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-lilac/50">
                {drives.map((d) => (
                  <tr key={d.candidateId}>
                    <th scope="row" className="px-3 py-3 font-medium text-ink sm:px-5">
                      {d.name}
                    </th>
                    <td className={`${cell} font-semibold text-plum`}>{formatMoney(d.raised.INR, 'INR')}</td>
                    <td className={`${cell} font-semibold text-plum`}>{formatMoney(d.raised.USD, 'USD')}</td>
                    <td className={`${cell} text-muted`}>{formatCount(d.donors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 sm:hidden" aria-label="Donations per charity drive">
            {drives.map((d) => (
              <li key={d.candidateId} className="rounded-2xl bg-white p-4 shadow-card">
                <p className="font-semibold text-plum">{d.name}</p>
                <dl className="figures mt-2 grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">INR</dt>
                    <dd className="font-semibold text-ink">{formatMoney(d.raised.INR, 'INR')}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">USD</dt>
                    <dd className="font-semibold text-ink">{formatMoney(d.raised.USD, 'USD')}</dd>
                  </div>
                  <div className="text-right">
                    <dt className="text-xs text-muted">Donors</dt>
                    <dd className="text-ink">{formatCount(d.donors)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
