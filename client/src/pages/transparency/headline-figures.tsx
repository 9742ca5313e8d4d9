import type { Transparency } from '@pageant/common/content/transparency';
import { MEAL_COST_INR } from '@pageant/common';
import { CURRENCIES, formatMoney } from '@pageant/common/content/pricing';
import { formatCount } from '@/components/format';

interface Figure {
  /** One line per currency for money (issue #17: rupees and dollars are never added together). */
  value: string | string[];
  label: string;
}

type Donations = Transparency['donations'];

/** The rupees always; each other currency once it has a donation. An older answer without the breakdown is all rupees. */
function raised(d: Donations) {
  const byCurrency = d.byCurrency ?? { INR: { total: d.total, count: d.count, mealPrice: MEAL_COST_INR } };
  const shown = CURRENCIES.flatMap((c) => {
    const t = byCurrency[c];
    return t && (c === 'INR' || t.count > 0) ? [{ currency: c, ...t }] : [];
  });
  return {
    values: shown.map((t) => formatMoney(t.total, t.currency)),
    count: shown.reduce((n, t) => n + t.count, 0),
    mealPrices: shown.filter((t) => t.mealPrice).map((t) => formatMoney(t.mealPrice!, t.currency)),
  };
}

/** The four numbers the page exists for; a skeleton of the same size while they load, so nothing moves. */
export function HeadlineFigures({ data }: { data: Transparency | null }) {
  const donations = data ? raised(data.donations) : null;
  const figures: Figure[] =
    data && donations
      ? [
          { value: formatCount(data.votes.total), label: 'votes counted, after refunds' },
          {
            value: formatCount(data.votes.payments),
            label: data.votes.payments === 1 ? 'paid vote payment behind them' : 'paid vote payments behind them',
          },
          {
            value: donations.values,
            label: `raised in ${formatCount(donations.count)} ${donations.count === 1 ? 'donation' : 'donations'}`,
          },
          { value: formatCount(data.donations.meals), label: `meals funded, at ${donations.mealPrices.join(' or ')} a meal` },
        ]
      : [];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={data ? undefined : true}>
      {data
        ? figures.map((f) => (
            <li
              key={f.label}
              className="flex min-h-32 flex-col rounded-2xl border-t-2 border-gold bg-white p-4 shadow-card sm:min-h-36 sm:p-6"
            >
              {typeof f.value === 'string' ? (
                <span className="figures text-2xl font-bold break-words text-plum sm:text-4xl">{f.value}</span>
              ) : (
                f.value.map((v) => (
                  <span
                    key={v}
                    className={`figures font-bold break-words text-plum ${f.value.length > 1 ? 'text-xl sm:text-3xl' : 'text-2xl sm:text-4xl'}`}
                  >
                    {v}
                  </span>
                ))
              )}
              <span className="mt-2 text-sm text-muted">{f.label}</span>
            </li>
          ))
        : Array.from({ length: 4 }, (_, i) => (
            <li
              key={i}
              className="min-h-32 animate-pulse rounded-2xl border-t-2 border-gold/40 bg-white/70 p-4 shadow-card sm:min-h-36 sm:p-6 motion-reduce:animate-none"
            >
              <span className="block h-8 w-2/3 rounded bg-lilac/60" />
              <span className="mt-3 block h-4 w-full rounded bg-lilac/40" />
            </li>
          ))}
    </ul>
  );
}
