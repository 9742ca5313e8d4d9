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
  /**
   * band: centred plum band (the default); compact: the band at about half its height (a page whose
   * first screen belongs to its content, e.g. the contestants' podium on a phone); split: text on the left and `aside` beside it from 1024 px;
   * stage: a dark stage under spotlights with `aside` as the centrepiece above the title.
   */
  variant?: 'band' | 'compact' | 'split' | 'stage';
  /** The split hero's right column or the stage's centrepiece. */
  aside?: ReactNode;
}

/** Full-bleed section that opens every public page with the page's only h1. */
export function PageHero({ variant = 'band', ...props }: PageHeroProps) {
  if (variant === 'split') return <SplitHero {...props} />;
  if (variant === 'stage') return <StageHero {...props} />;
  return <BandHero {...props} compact={variant === 'compact'} />;
}

type VariantProps = Omit<PageHeroProps, 'variant'>;

const eyebrowClass = 'mb-3 text-xs font-semibold uppercase tracking-[0.25em] text-gold';

function BandHero({ title, eyebrow, children, actions, image, compact = false }: VariantProps & { compact?: boolean }) {
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
      <div className={`mx-auto max-w-[1200px] px-4 text-center sm:px-6 ${compact ? 'py-6 sm:py-12' : 'py-16 sm:py-20 lg:py-24'}`}>
        {eyebrow && (
          <p className={compact ? 'mb-2 text-xs font-semibold tracking-[0.25em] text-gold uppercase' : eyebrowClass}>{eyebrow}</p>
        )}
        <h1 className={`mx-auto max-w-4xl font-bold ${compact ? 'text-3xl sm:text-5xl' : 'text-4xl sm:text-5xl lg:text-6xl'}`}>{title}</h1>
        <span aria-hidden="true" className={`mx-auto block h-0.5 bg-gold ${compact ? 'mt-3 w-16 sm:mt-4' : 'mt-5 w-20'}`} />
        {children && (
          <p className={`mx-auto max-w-2xl text-lilac ${compact ? 'mt-3 text-sm sm:mt-4 sm:text-lg' : 'mt-5 text-base sm:text-lg'}`}>
            {children}
          </p>
        )}
        {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
      </div>
    </section>
  );
}

function SplitHero({ title, eyebrow, children, actions, aside }: VariantProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-plum text-ivory">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_20%,rgb(201_162_39/0.22),transparent_50%),linear-gradient(160deg,transparent_55%,rgb(184_50_94/0.28))]"
      />
      <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-20">
        <div>
          {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
          <h1 className="max-w-3xl text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
          {children && <p className="mt-5 max-w-2xl border-l-2 border-gold pl-4 text-base text-lilac sm:text-lg">{children}</p>}
          {actions && <div className="mt-8 flex flex-wrap items-center gap-3">{actions}</div>}
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </section>
  );
}

function StageHero({ title, eyebrow, children, actions, aside }: VariantProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-plum-deep text-ivory">
      {/* Three spotlights from the rig and the glow of the stage floor; pure CSS, so nothing loads or shifts. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[conic-gradient(from_168deg_at_50%_-10%,transparent_0deg,rgb(227_199_102/0.16)_12deg,transparent_24deg),conic-gradient(from_140deg_at_15%_-10%,transparent_0deg,rgb(227_199_102/0.1)_10deg,transparent_20deg),conic-gradient(from_200deg_at_85%_-10%,transparent_0deg,rgb(227_199_102/0.1)_10deg,transparent_20deg)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/3 bg-[radial-gradient(ellipse_at_50%_100%,rgb(184_50_94/0.45),transparent_65%)]"
      />
      <div className="mx-auto max-w-[1200px] px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-16 sm:pb-20 lg:pb-24">
        {aside && <div className="mb-8 flex justify-center">{aside}</div>}
        {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
        <h1 className="mx-auto max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
        {children && <p className="mx-auto mt-5 max-w-2xl text-base text-lilac sm:text-lg">{children}</p>}
        {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
        <span
          aria-hidden="true"
          className="mx-auto mt-10 block h-px w-full max-w-xl bg-gradient-to-r from-transparent via-gold to-transparent"
        />
      </div>
    </section>
  );
}
