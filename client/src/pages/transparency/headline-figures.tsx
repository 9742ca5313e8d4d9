import type { Transparency } from '@pageant/common/content/transparency';
import { MEAL_COST_INR } from '@pageant/common';
import { formatCount, formatInr } from '@/components/format';

interface Figure {
  value: string;
  label: string;
}

/** The four numbers the page exists for; a skeleton of the same size while they load, so nothing moves. */
export function HeadlineFigures({ data }: { data: Transparency | null }) {
  const figures: Figure[] = data
    ? [
        { value: formatCount(data.votes.total), label: 'votes counted, after refunds' },
        {
          value: formatCount(data.votes.payments),
          label: data.votes.payments === 1 ? 'paid vote payment behind them' : 'paid vote payments behind them',
        },
        {
          value: formatInr(Number(data.donations.total)),
          label: `raised in ${formatCount(data.donations.count)} ${data.donations.count === 1 ? 'donation' : 'donations'}`,
        },
        { value: formatCount(data.donations.meals), label: `meals funded, at ${formatInr(MEAL_COST_INR)} a meal` },
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
              <span className="figures text-2xl font-bold break-words text-plum sm:text-4xl">{f.value}</span>
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
