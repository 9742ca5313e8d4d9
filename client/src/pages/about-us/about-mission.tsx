import { SectionHeading } from '@/components/section-heading';
import { MISSION_VISION } from './about-data';

export function AboutMission() {
  return (
    <section aria-labelledby="about-mission-heading" className="on-dark bg-plum py-16 text-ivory sm:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading id="about-mission-heading" tone="dark" eyebrow="What drives us" title="Mission & Vision" />
        <div className="grid gap-6 md:grid-cols-2">
          {MISSION_VISION.map(({ title, text, icon: Icon }) => (
            <article key={title} className="rounded-2xl border border-gold/40 bg-plum-soft/40 p-6 sm:p-8">
              <Icon aria-hidden="true" className="size-10 text-gold" />
              <h3 className="mt-4 text-2xl font-bold text-gold">{title}</h3>
              <p className="mt-3 text-lilac">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
