import type { MouseEvent } from 'react';
import { DriftingHero } from '@/components/drifting-hero';
import { DONATE_HASH } from './land-on-form';

interface CharityHeroProps {
  /** Brings the donation form itself into view; returns false when it is not on the page yet. */
  onDonate: () => boolean;
}

/**
 * The charity page's opening band. No picture behind the headline: art there read as a ghost motif
 * (issue #32); the initiatives below carry the pictures of our service work.
 */
export function CharityHero({ onDonate }: CharityHeroProps) {
  const donate = (e: MouseEvent<HTMLAnchorElement>) => {
    if (onDonate()) e.preventDefault();
  };
  return (
    <DriftingHero
      washClassName="bg-[linear-gradient(180deg,rgb(43_10_61/0.72),rgb(26_5_38/0.9)),radial-gradient(ellipse_at_bottom_left,rgb(184_50_94/0.35),transparent_60%)]"
      eyebrow="Charitable Alliance"
      title="Beauty With Purpose"
      lead="Every crown carries a cause. Our contestants serve meals, mentor girls and stand with families in Mumbai and across the United States, and every gift you make here travels with them."
    >
      <a
        href={DONATE_HASH}
        onClick={donate}
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-gold px-8 text-base font-semibold text-plum shadow-card transition-colors hover:bg-gold-light"
      >
        Donate now
      </a>
    </DriftingHero>
  );
}
