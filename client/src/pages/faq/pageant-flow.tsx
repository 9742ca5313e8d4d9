import { SectionHeading } from '@/components/section-heading';
import { PAGEANT_FLOW } from './faq-data';

/** The journey drawn as connected steps; an ordered list so screen readers hear the sequence. */
export function PageantFlow() {
  return (
    <section aria-labelledby="pageant-flow-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="pageant-flow-heading"
          eyebrow="Your journey"
          title="How the Pageant Works"
          subtitle="Six steps take you from your registration to the spotlight of the grand finale."
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PAGEANT_FLOW.map((step, index) => (
            <li key={step.title} className="relative flex gap-4 rounded-2xl border border-lilac/60 bg-ivory p-6 shadow-card">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-plum font-display text-lg font-bold text-gold"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold text-plum">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-muted">{step.detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
