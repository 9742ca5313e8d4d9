import { useEffect, useState } from 'react';

/** The sticky top bar: an element under it is out of sight though still in the viewport. */
const TOP_BAR_PX = 64;

/**
 * Whether the element has scrolled up out of sight (above the screen, not merely below it). `ref` is a
 * callback ref: the element appears only once her card has loaded. Without IntersectionObserver it
 * never reports so, and the page stays as it is on its first screen.
 */
export function useScrolledPast<T extends Element>() {
  const [el, ref] = useState<T | null>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0));
      },
      { rootMargin: `-${TOP_BAR_PX}px 0px 0px 0px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      setPast(false);
    };
  }, [el]);
  return { ref, past };
}
