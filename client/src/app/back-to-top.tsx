import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { BACK_TO_TOP_AFTER_PX } from '@pageant/common';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** SPEC §2: appears once the page has scrolled past 300 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="on-dark fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-plum text-gold shadow-card ring-1 ring-gold/50 transition-colors hover:bg-plum-soft sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
