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
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {BENEFITS.map(({ id, icon: Icon, title, text }) => (
              <li key={id} data-testid="benefit-card" className="rounded-2xl border border-lilac/50 bg-ivory p-6 shadow-card">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-plum text-gold">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-plum">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{text}</p>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
