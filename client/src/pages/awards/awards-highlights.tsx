import { Sparkles } from 'lucide-react';
import { SectionHeading } from '@/components/section-heading';
import { EVENT_HIGHLIGHTS } from './awards-data';

export function AwardsHighlights() {
  return (
    <section aria-labelledby="awards-highlights-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading id="awards-highlights-heading" eyebrow="What to expect" title="Event Highlights" />
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {EVENT_HIGHLIGHTS.map((highlight) => (
            <li key={highlight} className="flex gap-3 rounded-2xl bg-white p-5 shadow-card">
              <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-deep" />
              <span className="text-ink">{highlight}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
