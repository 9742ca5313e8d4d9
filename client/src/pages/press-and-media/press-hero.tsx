import { PREVIOUS_SEASON, SEASON } from '@pageant/common';
import { motion, useReducedMotion } from 'framer-motion';
import type { MediaItem } from '@/api/media';
import { ButtonLink } from '@/components/button';
import { HeroVideo } from '@/components/hero-video';

/**
 * Full-bleed opening band. The looping hero video tints the first gallery picture, which drifts in a slow
 * ken-burns loop behind a plum wash; visitors who ask for less motion get the still picture.
 */
export function PressHero({ image }: { image?: MediaItem }) {
  const reduce = useReducedMotion();
  return (
    <section className="on-dark relative isolate flex min-h-[60vh] items-center overflow-hidden bg-plum text-ivory">
      <HeroVideo />
      {image?.image && (
        <motion.img
          key={image.id}
          src={image.image}
          alt=""
          aria-hidden="true"
          width={1600}
          height={900}
          className="absolute inset-0 -z-20 size-full object-cover"
          initial={{ opacity: 0, scale: 1 }}
          animate={reduce ? { opacity: 1 } : { opacity: 1, scale: 1.12 }}
          transition={
            reduce
              ? { duration: 0 }
              : { opacity: { duration: 0.3 }, scale: { duration: 18, ease: 'linear', repeat: Infinity, repeatType: 'reverse' } }
          }
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(43_10_61/0.75),rgb(26_5_38/0.9)),radial-gradient(ellipse_at_top_right,rgb(201_162_39/0.35),transparent_55%)]"
      />
      <div className="mx-auto w-full max-w-[1200px] px-4 py-20 text-center sm:px-6 lg:py-28">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.25em] text-gold">Press &amp; media</p>
        <h1 className="mx-auto max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">Season {PREVIOUS_SEASON} Highlights</h1>
        <span aria-hidden="true" className="mx-auto mt-5 block h-0.5 w-20 bg-gold" />
        <p className="mx-auto mt-5 max-w-2xl text-base text-lilac sm:text-lg">
          The headlines, the runway, the brand campaigns and the moments our Season {PREVIOUS_SEASON} queens will never forget, all in one
          place for the press, our partners and every fan of the crown.
        </p>
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
      </div>
    </section>
  );
}
