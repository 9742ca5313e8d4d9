import { SectionHeading } from '@/components/section-heading';
import { MISSION_VISION } from './about-data';

/** Two statements, set large and side by side, rather than two more cards. */
export function AboutMission() {
  return (
    <section aria-labelledby="about-mission-heading" className="on-dark relative isolate overflow-hidden bg-plum py-16 text-ivory sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_10%_100%,rgb(184_50_94/0.3),transparent_55%)]"
      />
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading id="about-mission-heading" tone="dark" eyebrow="What drives us" title="Mission & Vision" />
        <div className="grid gap-10 md:grid-cols-2 md:gap-0 md:divide-x md:divide-gold/40">
          {MISSION_VISION.map(({ title, text }) => (
            <article key={title} className="md:px-10 md:first:pl-0 md:last:pr-0">
              <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.25em] text-gold">{title}</h3>
              <p className="mt-4 font-display text-xl leading-snug text-ivory italic sm:text-2xl lg:text-3xl">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
