import type { FundraisingTotal } from '@pageant/common/content/csr-drive';
import { SEASON } from '@pageant/common/constants';
import { CURRENCIES, formatMoney, type Currency } from '@pageant/common/content/pricing';
import { useEffect, useState } from 'react';
import { FUNDRAISING_TOTAL_PATH, getFundraisingTotal } from '@/api/csr-drive';
import { formatCount } from '@/components/format';
import { useSsrData } from '@/ssr/ssr-data';

/** Each currency that has gifts (rupees alone while nothing was given), never added together. */
const raisedIn = (t: FundraisingTotal): Currency[] => {
  const given = CURRENCIES.filter((c) => t.raised[c] > 0);
  return given.length > 0 ? given : ['INR'];
};

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Every drive's total: after a full page load it came with the HTML; a failure leaves the box without figures. */
function useFundraisingTotal() {
  const fromServer = useSsrData<FundraisingTotal>(FUNDRAISING_TOTAL_PATH);
  const [total, setTotal] = useState<FundraisingTotal | null>(fromServer ?? null);
  const [failed, setFailed] = useState(false);
  const [served] = useState(fromServer !== undefined);
  useEffect(() => {
    if (served) return;
    const ctrl = new AbortController();
    getFundraisingTotal(ctrl.signal)
      .then((t) => !ctrl.signal.aborted && (t?.raised ? setTotal(t) : setFailed(true)))
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error('Failed to load the season’s fundraising total', err);
        setFailed(true);
      });
    return () => ctrl.abort();
  }, [served]);
  return { total, failed };
}

/** What every contestant's drive has raised this season, rupees and dollars side by side (never added). */
export function SeasonTotal() {
  const { total, failed } = useFundraisingTotal();
  if (failed) return null;
  return (
    <div className="mt-6 rounded-2xl border border-gold/40 bg-white p-4 shadow-card sm:p-5" data-testid="season-total">
      <p className="text-xs font-semibold tracking-[0.15em] text-gold-deep uppercase">Season {SEASON} · all charity drives</p>
      <p className="figures mt-1 flex h-9 flex-wrap items-baseline gap-x-3 text-2xl font-bold text-plum sm:text-3xl" aria-live="polite">
        {total ? (
          raisedIn(total).map((c, i) => (
            <span key={c} className="inline-flex items-baseline gap-x-3">
              {i > 0 && (
                <span className="text-lg font-normal text-muted" aria-hidden="true">
                  ·
                </span>
              )}
              {formatMoney(total.raised[c], c)}
            </span>
          ))
        ) : (
          <span className="h-8 w-40 animate-pulse rounded bg-lilac/60 motion-reduce:animate-none" aria-hidden="true" />
        )}
      </p>
      <p className="figures mt-1 min-h-5 text-sm text-muted">
        {total
          ? `raised by ${plural(total.donors, 'donor', 'donors')} for ${plural(total.drives, 'contestant’s drive', 'contestants’ drives')}`
          : ' '}
      </p>
    </div>
  );
}
