import { motion, useReducedMotion } from 'framer-motion';
import { HeroVideo } from '@/components/hero-video';

/**
 * Full-bleed opening band: the looping hero video tints a picture of our service work, which drifts in a
 * slow ken-burns loop behind a plum wash; visitors who ask for less motion get the still picture.
 */
export function CharityHero({ image }: { image?: string }) {
  const reduce = useReducedMotion();
  return (
    <section className="on-dark relative isolate flex min-h-[60vh] items-center overflow-hidden bg-plum text-ivory">
      <HeroVideo />
      {image && (
        <motion.img
          key={image}
          src={image}
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
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(43_10_61/0.72),rgb(26_5_38/0.9)),radial-gradient(ellipse_at_bottom_left,rgb(184_50_94/0.35),transparent_60%)]"
      />
      <div className="mx-auto w-full max-w-[1200px] px-4 py-20 text-center sm:px-6 lg:py-28">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.25em] text-gold">Charitable Alliance</p>
        <h1 className="mx-auto max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">Beauty With Purpose</h1>
        <span aria-hidden="true" className="mx-auto mt-5 block h-0.5 w-20 bg-gold" />
        <p className="mx-auto mt-5 max-w-2xl text-base text-lilac sm:text-lg">
          Every crown carries a cause. Our contestants serve meals, mentor girls and stand with families in Mumbai and across the United
          States, and every gift you make here travels with them.
        </p>
        <a
          href="#donate"
          className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-gold px-8 text-base font-semibold text-plum shadow-card transition-colors hover:bg-gold-light"
        >
          Donate now
        </a>
      </div>
    </section>
  );
}
