import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from './use-reduced-motion';

type Phase = 'static' | 'waiting' | 'shown';

/**
 * Fades a section up the first time it scrolls into view. It renders visible (the server's HTML, and
 * whatever is on screen or above it when the page hydrates); only a section still below the fold is
 * hidden, out of sight, to fade in later. Opacity and translate leave layout untouched, so the page
 * never moves. Static without IntersectionObserver or with reduced motion.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const el = ref.current;
    if (reduced || !el || typeof IntersectionObserver === 'undefined') return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setPhase('waiting');
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase('shown');
          io.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [reduced]);

  const motion =
    phase === 'static' || reduced
      ? ''
      : `transition-[opacity,translate] duration-300 ease-out ${phase === 'shown' ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'}`;
  return (
    <div ref={ref} className={`${motion} ${className}`}>
      {children}
    </div>
  );
}
