import type { ReactNode } from 'react';
import { motion, useReducedMotion } from 'framer-motion';
import { HeroVideo } from '@/components/hero-video';

interface DriftingHeroProps {
  /** The picture behind the wash; the band shows the video and wash alone until it arrives. */
  image?: string;
  /** Changes when another picture replaces it, so the new one fades in. */
  imageKey?: string;
  /** The gradient over the picture, as Tailwind classes written out in the caller. */
  washClassName: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** The calls to action under the lead. */
  children: ReactNode;
}

/**
 * Full-bleed opening band of a page: the looping hero video tints a picture that drifts in a slow
 * ken-burns loop behind a plum wash; visitors who ask for less motion get the still picture.
 */
export function DriftingHero({ image, imageKey, washClassName, eyebrow, title, lead, children }: DriftingHeroProps) {
  const reduce = useReducedMotion();
  return (
    <section className="on-dark relative isolate flex min-h-[60vh] items-center overflow-hidden bg-plum text-ivory">
      <HeroVideo />
      {image && (
        <motion.img
          key={imageKey ?? image}
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
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${washClassName}`} />
      <div className="mx-auto w-full max-w-[1200px] px-4 py-20 text-center sm:px-6 lg:py-28">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.25em] text-gold">{eyebrow}</p>
        <h1 className="mx-auto max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
        <span aria-hidden="true" className="mx-auto mt-5 block h-0.5 w-20 bg-gold" />
        <p className="mx-auto mt-5 max-w-2xl text-base text-lilac sm:text-lg">{lead}</p>
        {children}
      </div>
    </section>
  );
}
