import { SITE } from '@/app/site-info';
import { SectionHeading } from '@/components/section-heading';
import { ABOUT_STATS } from './about-data';

export function AboutStory() {
  return (
    <section aria-labelledby="about-story-heading" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-[1200px] gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <SectionHeading id="about-story-heading" align="left" eyebrow="Our story" title="A Stage Built for Women" />
          <div className="space-y-4 text-muted">
            <p>
              {SITE.name} began with a simple belief: that a pageant can change a woman’s life when it is about far more than appearance.
              From our very first season we set out to build an Indo-US platform that celebrates Indian women wherever they live — their
              culture, their ambition and their courage to be seen.
            </p>
            <p>
              Since Season 1 we have crowned women in two titles, Miss and Mrs, so that marriage, motherhood or a fresh start never closes
              the door to the spotlight. Contestants come together in Mumbai for grooming and a grand finale that brings families, sponsors
              and the press under one roof.
            </p>
            <p>
              With offices in Mumbai and New York, we connect contestants to opportunities on both sides of the world, and every season a
              part of our work supports charities that feed, educate and care for communities in need.
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {ABOUT_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-white p-6 text-center shadow-card">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="order-first font-display text-4xl font-bold text-plum">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
