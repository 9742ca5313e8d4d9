import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/section-heading';

interface PressSectionProps {
  id: string;
  title: string;
  eyebrow: string;
  subtitle: string;
  tone?: 'light' | 'dark';
  children: ReactNode;
}

/** One band of the page: centred 1200px column, alternating ivory / plum backgrounds. */
export function PressSection({ id, title, eyebrow, subtitle, tone = 'light', children }: PressSectionProps) {
  const dark = tone === 'dark';
  return (
    <section aria-labelledby={id} className={dark ? 'on-dark bg-plum text-ivory' : 'bg-ivory text-ink'}>
      <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id={id} title={title} eyebrow={eyebrow} subtitle={subtitle} tone={tone} />
        {children}
      </div>
    </section>
  );
}
