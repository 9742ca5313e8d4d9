import { SectionHeading } from '@/components/section-heading';
import { CONTESTANT_GAINS } from './about-data';

/** A numbered list beside its heading: what a season gives, read in order, unlike the home page's card grid. */
export function AboutGains() {
  return (
    <section aria-labelledby="about-gains-heading" className="py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="about-gains-heading"
            align="left"
            eyebrow="Beyond the crown"
            title="What Contestants Gain"
            subtitle="Whether or not you take home a title, you leave the season more confident than you arrived."
          />
        </div>
        <ol className="divide-y divide-plum/10 border-y border-plum/10">
          {CONTESTANT_GAINS.map(({ title, text }, i) => (
            <li key={title} className="grid grid-cols-[3rem_1fr] gap-4 py-6 sm:grid-cols-[4rem_1fr]">
              <span aria-hidden="true" className="figures text-3xl font-light text-gold-deep sm:text-4xl">
                {String(i + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="text-xl font-bold text-plum sm:text-2xl">{title}</h3>
                <p className="mt-1 text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
