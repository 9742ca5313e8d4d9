import { Heart } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { SectionHeading } from '@/components/section-heading';
import { CHARITY_POINTS } from './about-data';

export function AboutCharity() {
  return (
    <section aria-labelledby="about-charity-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="about-charity-heading" align="left" eyebrow="Giving back" title="Our Charity Work" />
          <p className="text-muted">
            Every crown comes with a responsibility. Each contestant raises funds for our charity partners before grooming begins, and our
            titleholders spend their year visiting the communities those funds support.
          </p>
          <div className="mt-6">
            <ButtonLink to="/charitablealliance" variant="outline-dark">
              See our charitable alliance
            </ButtonLink>
          </div>
        </div>
        <ul className="space-y-4">
          {CHARITY_POINTS.map((point) => (
            <li key={point} className="flex gap-4 rounded-2xl bg-ivory p-5 shadow-card">
              <Heart aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
