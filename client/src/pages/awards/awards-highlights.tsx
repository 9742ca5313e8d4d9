import { SectionHeading } from '@/components/section-heading';
import { EVENT_HIGHLIGHTS } from './awards-data';

/** The night as a run of show: a gold line down the middle (down the left on a phone), moments alternating either side. */
export function AwardsHighlights() {
  return (
    <section aria-labelledby="awards-highlights-heading" className="py-16 sm:py-20 lg:py-24">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="awards-highlights-heading"
          eyebrow="What to expect"
          title="Event Highlights"
          subtitle="From the red carpet to the last toast, the evening in the order it unfolds."
        />
        <ol className="relative mx-auto max-w-4xl space-y-6 before:absolute before:inset-y-5 before:left-5 before:w-px before:bg-gold/60 md:before:left-1/2">
          {EVENT_HIGHLIGHTS.map((highlight, i) => (
            <li key={highlight} className="relative grid grid-cols-[2.5rem_1fr] items-center gap-4 md:grid-cols-[1fr_2.5rem_1fr] md:gap-8">
              <span className="figures z-10 flex size-10 items-center justify-center rounded-full bg-plum text-sm font-semibold text-gold ring-4 ring-ivory md:col-start-2 md:row-start-1">
                {String(i + 1).padStart(2, '0')}
              </span>
              <p
                className={`rounded-2xl bg-white p-5 text-ink shadow-card md:row-start-1 ${i % 2 === 0 ? 'md:col-start-1 md:text-right' : 'md:col-start-3'}`}
              >
                {highlight}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
