import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HeroVideo } from '@/components/hero-video';
import { responsiveSources } from '@/components/responsive-image';

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

const DRIFT_MS = 18_000;
const FADE_MS = 300;

/**
 * Full-bleed opening band of a page: the looping hero video tints a picture that drifts in a slow
 * ken-burns loop behind a plum wash; visitors who ask for less motion get the still picture.
 * The picture the page is rendered with is visible in the HTML; only one that arrives or changes
 * later fades in. Web Animations keep framer-motion off the pages that use it.
 */
export function DriftingHero({ image, imageKey, washClassName, eyebrow, title, lead, children }: DriftingHeroProps) {
  const key = imageKey ?? image;
  const [firstKey] = useState(key);
  return (
    <section className="on-dark relative isolate flex min-h-[60vh] items-center overflow-hidden bg-plum text-ivory">
      <HeroVideo />
      {image && <DriftingPicture key={key} src={image} fadeIn={key !== firstKey} />}
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

function DriftingPicture({ src, fadeIn }: { src: string; fadeIn: boolean }) {
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    // jsdom and very old browsers have no element.animate: the picture then simply stands still.
    if (!img || typeof img.animate !== 'function') return;
    const reduce = Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
    const fade = fadeIn && !reduce ? img.animate([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' }) : null;
    const drift = reduce
      ? null
      : img.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.12)' }], {
          duration: DRIFT_MS,
          iterations: Infinity,
          direction: 'alternate',
          easing: 'linear',
        });
    return () => {
      fade?.cancel();
      drift?.cancel();
    };
  }, [fadeIn]);

  const sources = responsiveSources(src);
  const img = (
    <img
      ref={ref}
      src={src}
      srcSet={sources?.webp}
      sizes={sources ? '100vw' : undefined}
      alt=""
      aria-hidden="true"
      width={1600}
      height={900}
      fetchPriority="high"
      className="absolute inset-0 -z-20 size-full object-cover"
    />
  );
  // A stored upload comes in widths for every screen: a phone takes the 480 or 960 px file, not 1600.
  if (!sources) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes="100vw" />
      {img}
    </picture>
  );
}
