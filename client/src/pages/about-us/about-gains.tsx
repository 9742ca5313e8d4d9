import { SectionHeading } from '@/components/section-heading';
import { CONTESTANT_GAINS } from './about-data';

export function AboutGains() {
  return (
    <section aria-labelledby="about-gains-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="about-gains-heading"
          eyebrow="Beyond the crown"
          title="What Contestants Gain"
          subtitle="Whether or not you take home a title, you leave the season more confident than you arrived."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CONTESTANT_GAINS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-card">
              <span className="flex size-12 items-center justify-center rounded-full bg-ivory text-gold-deep ring-1 ring-gold/50">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-plum">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
