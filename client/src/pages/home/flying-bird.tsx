import { BIRD_TOGGLE_MS } from '@pageant/common';
import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

const GLIDE_MS = 16_000;
const FLAP_MS = 700;
// Where the glide begins, off the band's left edge: the bird waits there in the server's HTML until the script flies it.
const START = 'translate(-15vw, 14px)';

/**
 * A gold bird gliding across its (positioned, overflow-hidden) parent band, which keeps it clear of the copy. SPEC §9: it appears and
 * disappears every 35 s. Purely decorative, so hidden from assistive tech and off for reduced motion.
 * Web Animations keep it free of an animation library on the home page's first load.
 */
export function FlyingBird() {
  const reduced = useReducedMotion();
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (reduced) return;
    const id = window.setInterval(() => setVisible((v) => !v), BIRD_TOGGLE_MS);
    return () => window.clearInterval(id);
  }, [reduced]);

  if (reduced || !visible) return null;
  return <GlidingBird />;
}

function GlidingBird() {
  const pathRef = useRef<HTMLDivElement>(null);
  const wingsRef = useRef<SVGGElement>(null);

  useEffect(() => {
    const path = pathRef.current;
    const wings = wingsRef.current;
    // jsdom and very old browsers have no element.animate: the bird then simply rests in place.
    if (!path || typeof path.animate !== 'function') return;
    const glide = path.animate(
      [
        // Vertical drift stays within the band's spare height (its top padding minus the bird).
        { transform: START },
        { transform: 'translate(25vw, 0)', offset: 0.3 },
        { transform: 'translate(60vw, 22px)', offset: 0.65 },
        { transform: 'translate(115vw, 6px)' },
      ],
      { duration: GLIDE_MS, iterations: Infinity, easing: 'linear' },
    );
    const flap = wings?.animate([{ transform: 'scaleY(1)' }, { transform: 'scaleY(-0.6)' }, { transform: 'scaleY(1)' }], {
      duration: FLAP_MS,
      iterations: Infinity,
      easing: 'ease-in-out',
    });
    return () => {
      glide.cancel();
      flap?.cancel();
    };
  }, []);

  return (
    <div
      ref={pathRef}
      data-testid="home-bird"
      aria-hidden="true"
      className="pointer-events-none absolute top-2 left-0 z-10 w-14 text-gold-light opacity-80 sm:w-20"
      style={{ transform: START }}
    >
      <svg viewBox="0 0 64 32" fill="none" className="h-auto w-full">
        <g ref={wingsRef} style={{ transformOrigin: '32px 16px' }}>
          <path d="M32 16C26 6 14 3 2 6c9 2 17 6 22 13" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M32 16c6-10 18-13 30-10-9 2-17 6-22 13" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </g>
        <ellipse cx="32" cy="18" rx="4" ry="2.5" fill="currentColor" />
      </svg>
    </div>
  );
}
