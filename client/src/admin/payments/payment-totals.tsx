import type { PaymentTotals } from '@pageant/common/content/payment-report';
import { CURRENCIES, formatMoney } from '@pageant/common/content/pricing';
import { formatCount } from '@/components/format';
import { PAYMENT_STATUS_LABELS as STATUS_LABELS, STATUS_TONES } from '@/admin/shared/payment-status-badge';
import { STATUS_ORDER } from './labels';

const payments = (n: number) => `${formatCount(n)} ${n === 1 ? 'payment' : 'payments'}`;

/**
 * Count and sum per status over everything the filters match (not only the page on screen); the
 * money one line per currency, never added across currencies (issue #17).
 */
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
          const byCurrency = t.byCurrency ?? { INR: { count: t.count, amount: t.amount } };
          const lines = CURRENCIES.flatMap((c) => (byCurrency[c] ? [{ currency: c, ...byCurrency[c] }] : []));
          return (
            <div key={status} className="rounded-lg border border-neutral-200 bg-white p-3 shadow-sm">
              <dt>
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status]}`}>
                  {STATUS_LABELS[status]}
                </span>
              </dt>
              {lines.map((l) => (
                <dd key={l.currency} className="mt-2 min-w-0" data-currency={l.currency}>
                  <span className="figures block text-lg leading-tight font-semibold break-words text-neutral-900">
                    {formatMoney(l.amount, l.currency)}
                  </span>
                  <span className="figures block text-xs text-neutral-600">
                    {l.currency} · {payments(l.count)}
                  </span>
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
