import { SectionHeading } from '@/components/section-heading';
import { AWARD_CATEGORIES } from './awards-data';

export function AwardCategories() {
  return (
    <section aria-labelledby="award-categories-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="award-categories-heading"
          eyebrow="Nine honours"
          title="Award Categories"
          subtitle="Each category is judged on achievement, integrity and the difference the nominee makes beyond the balance sheet."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {AWARD_CATEGORIES.map(({ id, title, description, icon: Icon }) => (
            <li
              key={id}
              className="group rounded-2xl border-t-4 border-gold bg-white p-6 shadow-card transition-transform duration-200 hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-plum text-gold">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-plum">{title}</h3>
              <p className="mt-2 text-muted">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
