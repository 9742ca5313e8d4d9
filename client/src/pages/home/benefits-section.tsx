import { SEASON } from '@pageant/common';
import { SectionHeading } from '@/components/section-heading';
import { BENEFITS } from './benefits';
import { Reveal } from './reveal';

export function BenefitsSection() {
  return (
    <section aria-labelledby="home-benefits" className="bg-white py-16 lg:py-24">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="home-benefits"
          eyebrow={`Season ${SEASON} candidates`}
          title="What every candidate receives"
          subtitle="Whether or not you take home the crown, you leave with skills, a portfolio and friendships that last."
        />
        <Reveal>
          {/* An editorial numbered list rather than a wall of icon cards: nine promises, read in order. */}
          <ol className="grid gap-x-12 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map(({ id, icon: Icon, title, text }, i) => (
              <li key={id} data-testid="benefit-card" className="border-t border-gold/45 pt-6 pb-10">
                <div className="flex items-center justify-between">
                  <span className="figures text-sm font-semibold tracking-[0.2em] text-gold-deep">{String(i + 1).padStart(2, '0')}</span>
                  <Icon className="size-6 text-plum-soft" strokeWidth={1.5} aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-xl font-bold text-plum sm:text-2xl">{title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-muted sm:text-base">{text}</p>
              </li>
            ))}
          </ol>
        </Reveal>
      </div>
    </section>
  );
}
