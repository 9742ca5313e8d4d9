import { ABOUT_STATS } from './about-data';

/** The alliance in four numbers, set as the hero's side column. */
export function AboutStats() {
  return (
    <dl className="grid grid-cols-2 border-t border-l border-ivory/15">
      {ABOUT_STATS.map((stat) => (
        <div key={stat.label} className="flex flex-col border-r border-b border-ivory/15 p-5 sm:p-6">
          <dt className="text-sm text-lilac">{stat.label}</dt>
          <dd className="figures order-first mb-1 text-4xl font-semibold text-gold sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
