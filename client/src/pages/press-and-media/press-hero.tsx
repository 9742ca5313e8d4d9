import { PREVIOUS_SEASON, SEASON } from '@pageant/common';
import type { MediaItem } from '@/api/media';
import { ButtonLink } from '@/components/button';
import { DriftingHero } from '@/components/drifting-hero';

/** The press page's opening band over the first gallery picture. */
export function PressHero({ image }: { image?: MediaItem }) {
  return (
    <DriftingHero
      image={image?.image ?? undefined}
      imageKey={image?.id}
      washClassName="bg-[linear-gradient(180deg,rgb(43_10_61/0.75),rgb(26_5_38/0.9)),radial-gradient(ellipse_at_top_right,rgb(201_162_39/0.35),transparent_55%)]"
      eyebrow="Press & media"
      title={`Season ${PREVIOUS_SEASON} Highlights`}
      lead={`The headlines, the runway, the brand campaigns and the moments our Season ${PREVIOUS_SEASON} queens will never forget, all in one place for the press, our partners and every fan of the crown.`}
    >
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <ButtonLink to="/registration" variant="gold" size="lg">
          Join Season {SEASON}
        </ButtonLink>
        <a
          href="#image-gallery-heading"
          className="inline-flex min-h-12 items-center justify-center rounded-full border border-ivory/70 px-8 text-base font-semibold text-ivory transition-colors hover:bg-ivory hover:text-plum"
        >
          Browse the gallery
        </a>
      </div>
    </DriftingHero>
  );
}
