import type { ReactNode } from 'react';

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** One or two sentences under the heading. */
  children?: ReactNode;
  /** Calls to action under the text. */
  actions?: ReactNode;
  /** Banner picture behind the band (decorative: the heading carries the meaning). */
  image?: { src: string; width: number; height: number };
}

/** Full-bleed plum band that opens every public page with the page's h1. */
export function PageHero({ title, eyebrow, children, actions, image }: PageHeroProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-plum text-ivory">
      {image && (
        <img
          src={image.src}
          alt=""
          aria-hidden="true"
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover opacity-70"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(201_162_39/0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(184_50_94/0.3),transparent_60%)]"
      />
      <div className="mx-auto max-w-[1200px] px-4 py-16 text-center sm:px-6 sm:py-20 lg:py-24">
        {eyebrow && <p className="mb-3 text-xs font-semibold uppercase tracking-[0.25em] text-gold">{eyebrow}</p>}
        <h1 className="mx-auto max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
        <span aria-hidden="true" className="mx-auto mt-5 block h-0.5 w-20 bg-gold" />
        {children && <p className="mx-auto mt-5 max-w-2xl text-base text-lilac sm:text-lg">{children}</p>}
        {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
      </div>
    </section>
  );
}
