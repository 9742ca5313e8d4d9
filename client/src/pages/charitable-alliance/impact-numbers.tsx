import { MEAL_COST_INR, SEASON } from '@pageant/common';
import { formatInr } from './donation-math';

/** Share of the finale score that contestants' CSR fundraising carries (SPEC §4, competition rules). */
const CSR_FINALE_MARKS = 30;

interface Figure {
  value: string;
  label: string;
}

/**
 * Figures the organisation stands behind, plus the one count the API really knows (the programmes listed
 * below). No running totals of money or meals are shown: the site publishes none, and inventing them
 * would break a donor's trust.
 */
export function ImpactNumbers({ programmes }: { programmes: number }) {
  const figures: Figure[] = [
    { value: formatInr(MEAL_COST_INR), label: 'feeds a child one warm, nutritious meal' },
    { value: `${CSR_FINALE_MARKS} marks`, label: 'of the grand finale score come from each finalist’s CSR fundraising' },
    { value: '2 countries', label: 'India and the United States, with offices in Mumbai and New York' },
    // Last, so that when the list arrives this cell fills the empty grid slot and nothing else moves.
    ...(programmes > 0
      ? [{ value: String(programmes), label: programmes === 1 ? 'programme you can fund today' : 'programmes you can fund today' }]
      : []),
  ];
  return (
    <section aria-labelledby="impact-heading" className="bg-ivory">
      <div className="mx-auto max-w-[1200px] px-4 pt-14 pb-4 sm:px-6 sm:pt-16">
        <p className="text-center text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Season {SEASON}</p>
        <h2 id="impact-heading" className="mt-2 text-center text-3xl font-bold text-plum sm:text-4xl">
          Our promise, in numbers
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {figures.map((f) => (
            <li key={f.label} className="flex flex-col rounded-2xl border-t-2 border-gold bg-white p-4 shadow-card sm:p-6">
              <span className="figures text-2xl font-bold text-plum sm:text-4xl">{f.value}</span>
              <span className="mt-2 text-sm text-muted">{f.label}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center text-xs text-muted">Organisation figures for Season {SEASON}; programmes as listed on this page.</p>
      </div>
    </section>
  );
}
