import type { PaymentTotals } from '@pageant/common/content/payment-report';
import { formatCount, formatInr } from '@/components/format';
import { STATUS_LABELS, STATUS_ORDER, STATUS_TONES } from './labels';

/** Count and sum per status over everything the filters match (not only the page on screen). */
export function PaymentTotalsStrip({ totals }: { totals: PaymentTotals }) {
  const shown = STATUS_ORDER.filter((s) => totals[s]);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="payment-totals-heading">
      <h2 id="payment-totals-heading" className="sr-only">
        Totals for these filters
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((status) => {
          const t = totals[status]!;
          return (
            <div key={status} className="rounded-lg border border-neutral-200 bg-white p-3 shadow-sm">
              <dt>
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status]}`}>
                  {STATUS_LABELS[status]}
                </span>
              </dt>
              <dd className="figures mt-2 text-lg font-semibold text-neutral-900">{formatInr(Number(t.amount))}</dd>
              <dd className="figures text-xs text-neutral-600">
                {formatCount(t.count)} {t.count === 1 ? 'payment' : 'payments'}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
