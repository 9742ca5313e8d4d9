import type { ReactNode } from 'react';

interface SectionHeadingProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level; sections under a page's h1 are h2 by default. */
  as?: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  id?: string;
}

export function SectionHeading({ title, eyebrow, subtitle, as: Tag = 'h2', align = 'center', tone = 'light', id }: SectionHeadingProps) {
  const onDark = tone === 'dark';
  return (
    <div className={`mb-8 max-w-3xl sm:mb-10 ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p className={`mb-2 text-xs font-semibold uppercase tracking-[0.2em] ${onDark ? 'text-gold' : 'text-gold-deep'}`}>{eyebrow}</p>
      )}
      <Tag id={id} className={`text-3xl font-bold sm:text-4xl ${onDark ? 'text-ivory' : 'text-plum'}`}>
        {title}
      </Tag>
      <span aria-hidden="true" className={`mt-4 block h-0.5 w-16 bg-gold ${align === 'center' ? 'mx-auto' : ''}`} />
      {subtitle && <p className={`mt-4 text-base sm:text-lg ${onDark ? 'text-lilac' : 'text-muted'}`}>{subtitle}</p>}
    </div>
  );
}
