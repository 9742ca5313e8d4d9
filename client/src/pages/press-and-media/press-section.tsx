import type { ReactNode } from 'react';

export type PressTone = 'light' | 'paper' | 'dark';

interface PressSectionProps {
  id: string;
  title: string;
  /** The magazine's department name, set above the title like a running head. */
  eyebrow: string;
  subtitle: string;
  tone?: PressTone;
  children: ReactNode;
}

const TONES: Record<PressTone, { band: string; rule: string; kicker: string; title: string; deck: string }> = {
  light: { band: 'bg-ivory text-ink', rule: 'border-plum/15', kicker: 'text-gold-deep', title: 'text-plum', deck: 'text-muted' },
  paper: { band: 'bg-white text-ink', rule: 'border-plum/15', kicker: 'text-gold-deep', title: 'text-plum', deck: 'text-muted' },
  dark: { band: 'on-dark bg-plum-deep text-ivory', rule: 'border-gold/30', kicker: 'text-gold', title: 'text-ivory', deck: 'text-lilac' },
};

/**
 * One department of the page, opened like a magazine spread: a hairline rule with the department
 * name, then the title on the left and its deck (the short standfirst) beside it on wide screens.
 */
export function PressSection({ id, title, eyebrow, subtitle, tone = 'light', children }: PressSectionProps) {
  const t = TONES[tone];
  return (
    <section aria-labelledby={id} className={t.band}>
      <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6 sm:py-20">
        <header className={`mb-8 border-t pt-4 sm:mb-10 ${t.rule}`}>
          <p className={`text-xs font-semibold uppercase tracking-[0.25em] ${t.kicker}`}>{eyebrow}</p>
          <div className="mt-3 grid gap-3 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-end lg:gap-12">
            {/* The contents' links land on the heading; the margin keeps it clear of the sticky navbar. */}
            <h2 id={id} className={`scroll-mt-28 text-4xl font-bold sm:text-5xl md:scroll-mt-44 ${t.title}`}>
              {title}
            </h2>
            <p className={`max-w-2xl text-base sm:text-lg ${t.deck}`}>{subtitle}</p>
          </div>
        </header>
        {children}
      </div>
    </section>
  );
}
