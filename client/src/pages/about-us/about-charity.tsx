import { Heart } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { SectionHeading } from '@/components/section-heading';
import { CHARITY_POINTS } from './about-data';

export function AboutCharity() {
  return (
    <section aria-labelledby="about-charity-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="about-charity-heading" align="left" eyebrow="Giving back" title="Our Charity Work" />
          <p className="text-lg text-muted">
            Every crown comes with a responsibility. Each contestant raises funds for our charity partners before grooming begins, and our
            titleholders spend their year visiting the communities those funds support.
          </p>
          <div className="mt-6">
            <ButtonLink to="/charitablealliance" variant="outline-dark">
              See our charitable alliance
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-3xl bg-rose/5 p-6 ring-1 ring-rose/20 sm:p-8">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-rose-deep">Where the funds go</p>
          <ul className="mt-4 divide-y divide-rose/15">
            {CHARITY_POINTS.map((point) => (
              <li key={point} className="flex gap-4 py-4 text-ink last:pb-0">
                <Heart aria-hidden="true" className="mt-1 size-5 shrink-0 fill-rose/15 text-rose" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
