import { useEffect, useRef } from 'react';

const SRC = '/media/hero-loop.webm';

/**
 * The looping background video of a full-bleed hero: a 25 KB brand-colour loop that tints the
 * picture beneath it. Muted and decorative; it does not play for visitors who ask for less motion.
 * The markup is the same for everyone (the server cannot know that setting); the effect decides to
 * load and play it.
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const v = ref.current;
    if (!v || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    v.preload = 'auto';
    // Autoplay may be refused (data saver, battery); the still picture underneath then shows alone.
    v.play?.()?.catch(() => {});
  }, []);

  return (
    <video
      ref={ref}
      src={SRC}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      className="pointer-events-none absolute inset-0 -z-15 size-full object-cover opacity-80 mix-blend-overlay"
    />
  );
}
