import { useEffect, useRef, useState } from 'react';

const SRC = '/media/hero-loop.webm';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/**
 * The looping background video of a full-bleed hero: a 25 KB brand-colour loop that tints the
 * picture beneath it. Muted and decorative; it does not play for visitors who ask for less motion.
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [reduce] = useState(prefersReducedMotion);

  useEffect(() => {
    const v = ref.current;
    if (!v || reduce) return;
    // Autoplay may be refused (data saver, battery); the still picture underneath then shows alone.
    v.play?.()?.catch(() => {});
  }, [reduce]);

  return (
    <video
      ref={ref}
      src={SRC}
      muted
      loop
      playsInline
      autoPlay={!reduce}
      preload={reduce ? 'none' : 'auto'}
      aria-hidden="true"
      tabIndex={-1}
      className="pointer-events-none absolute inset-0 -z-15 size-full object-cover opacity-80 mix-blend-overlay"
    />
  );
}
