import { SITE } from '@/lib/site-info';
import { SectionHeading } from '@/components/section-heading';

export function AboutStory() {
  return (
    <section aria-labelledby="about-story-heading" className="py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="about-story-heading" align="left" eyebrow="Our story" title="A Stage Built for Women" />
          <OfficesBridge />
        </div>
        <div className="space-y-5 text-lg text-muted">
          <p className="first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display first-letter:text-7xl first-letter:leading-[0.8] first-letter:font-bold first-letter:text-plum">
            {SITE.name} began with a simple belief: that a pageant can change a woman’s life when it is about far more than appearance. From
            our very first season we set out to build an Indo-US platform that celebrates Indian women wherever they live — their culture,
            their ambition and their courage to be seen.
          </p>
          <p>
            Since Season 1 we have crowned women in two titles, Miss and Mrs, so that marriage, motherhood or a fresh start never closes the
            door to the spotlight. Contestants come together in Mumbai for grooming and a grand finale that brings families, sponsors and
            the press under one roof.
          </p>
          <p>
            With offices in Mumbai and New York, we connect contestants to opportunities on both sides of the world, and every season a part
            of our work supports charities that feed, educate and care for communities in need.
          </p>
        </div>
      </div>
    </section>
  );
}

/** Mumbai and New York joined by a gold line: the Indo-US idea in one glance. */
function OfficesBridge() {
  const [india, us] = SITE.offices;
  return (
    <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.2em] text-plum">
      <span>{india.city}</span>
      <span aria-hidden="true" className="relative h-px flex-1 bg-gold/70 lg:max-w-32">
        <span className="absolute top-1/2 left-1/2 size-2 -translate-1/2 rotate-45 bg-gold" />
      </span>
      <span className="sr-only">and</span>
      <span>{us.city}</span>
    </p>
  );
}
