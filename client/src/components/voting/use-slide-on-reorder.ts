import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const SLIDE: KeyframeAnimationOptions = { duration: 500, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' };

/**
 * Slides keyed siblings to their new places when `order` (their keys, joined) changes: each one that
 * moved starts drawn where it was and glides home (a transform only, so nothing else on the page
 * moves). Positions are read after the browser lays the new order out, in a layout effect, so the
 * server's HTML and the first paint are never touched. Returns a ref callback per key.
 */
export function useSlideOnReorder<T extends HTMLElement>(order: string): (key: string) => (el: T | null) => void {
  const nodes = useRef(new Map<string, T>());
  const refs = useRef(new Map<string, (el: T | null) => void>());
  const lefts = useRef(new Map<string, number>());

  const measure = useCallback(() => {
    const now = new Map<string, number>();
    for (const [key, el] of nodes.current) now.set(key, el.offsetLeft);
    return now;
  }, []);

  useLayoutEffect(() => {
    const before = lefts.current;
    const after = measure();
    lefts.current = after;
    if (before.size === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    for (const [key, el] of nodes.current) {
      const from = before.get(key);
      const to = after.get(key);
      if (from === undefined || to === undefined || from === to || typeof el.animate !== 'function') continue;
      el.animate([{ transform: `translateX(${from - to}px)` }, { transform: 'none' }], SLIDE);
    }
  }, [order, measure]);

  // A turned phone or a resized window moves every step: the next slide starts from where they are now.
  useEffect(() => {
    const onResize = () => (lefts.current = measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [measure]);

  return useCallback((key: string) => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (el: T | null) => {
        if (el) nodes.current.set(key, el);
        else nodes.current.delete(key);
      };
      refs.current.set(key, ref);
    }
    return ref;
  }, []);
}
