import type { ReactNode } from 'react';

interface SectionHeadingProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level; sections under a page's h1 are h2 by default. */
  as?: 'h1' | 'h2' | 'h3';
  /** split: an editorial opening, title on the left and the subtitle beside it from 1024 px. */
  align?: 'left' | 'center' | 'split';
  tone?: 'light' | 'dark';
  /** The short gold rule under the title; pages that open sections differently can leave it out. */
  rule?: boolean;
  id?: string;
}

export function SectionHeading({
  title,
  eyebrow,
  subtitle,
  as: Tag = 'h2',
  align = 'center',
  tone = 'light',
  rule = true,
  id,
}: SectionHeadingProps) {
  const onDark = tone === 'dark';
  const eyebrowEl = eyebrow && (
    <p className={`mb-2 text-xs font-semibold uppercase tracking-[0.2em] ${onDark ? 'text-gold' : 'text-gold-deep'}`}>{eyebrow}</p>
  );
  const titleEl = (
    <Tag id={id} className={`text-3xl font-bold sm:text-4xl ${onDark ? 'text-ivory' : 'text-plum'}`}>
      {title}
    </Tag>
  );
  const subtitleClass = `text-base sm:text-lg ${onDark ? 'text-lilac' : 'text-muted'}`;

  if (align === 'split') {
    return (
      <div className="mb-8 grid gap-4 sm:mb-10 lg:grid-cols-[2fr_3fr] lg:items-end lg:gap-12">
        <div>
          {eyebrowEl}
          {titleEl}
        </div>
        {subtitle && <p className={`${subtitleClass} lg:border-l lg:border-gold/60 lg:pl-6`}>{subtitle}</p>}
      </div>
    );
  }
  return (
    <div className={`mb-8 max-w-3xl sm:mb-10 ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrowEl}
      {titleEl}
      {rule && <span aria-hidden="true" className={`mt-4 block h-0.5 w-16 bg-gold ${align === 'center' ? 'mx-auto' : ''}`} />}
      {subtitle && <p className={`mt-4 ${subtitleClass}`}>{subtitle}</p>}
    </div>
  );
}
