import { SectionHeading } from '@/components/section-heading';
import { AWARD_CATEGORIES } from './awards-data';

export function AwardCategories() {
  return (
    <section
      aria-labelledby="award-categories-heading"
      className="on-dark relative isolate overflow-hidden bg-plum-deep py-16 text-ivory sm:py-20 lg:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_45%_at_50%_0%,rgb(201_162_39/0.2),transparent_70%)]"
      />
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="award-categories-heading"
          tone="dark"
          eyebrow="Nine honours"
          title="Award Categories"
          subtitle="Each category is judged on achievement, integrity and the difference the nominee makes beyond the balance sheet."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {AWARD_CATEGORIES.map(({ id, title, description, icon: Icon }, i) => (
            // Each category as an engraved plaque: a gold bevel around a plum board.
            <li key={id} className="rounded-2xl bg-gradient-to-b from-gold/70 via-gold/25 to-gold/50 p-px">
              {/* On a phone the plaque lies on its side (emblem beside the text) so nine of them stay a short scroll. */}
              <div className="flex h-full gap-4 rounded-2xl bg-gradient-to-b from-plum-soft/70 to-plum px-5 py-6 sm:flex-col sm:items-center sm:gap-0 sm:px-6 sm:py-8 sm:text-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-gold/70 text-gold-light sm:size-14">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="sm:mt-4 sm:flex sm:flex-col sm:items-center">
                  <span className="figures text-xs font-semibold tracking-[0.3em] text-gold">No. {String(i + 1).padStart(2, '0')}</span>
                  <h3 className="mt-1 text-xl font-bold text-gold-light sm:mt-3">{title}</h3>
                  <span aria-hidden="true" className="mt-3 hidden h-px w-10 bg-gold/70 sm:block" />
                  <p className="mt-2 text-sm text-lilac sm:mt-3 sm:text-base">{description}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
