import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onReach` when the returned sentinel nears the viewport. The observer is rebuilt whenever
 * `enabled` or `page` changes: a sentinel still on screen after a short page fires again at once.
 */
export function useInfiniteScroll<T extends Element = HTMLDivElement>(onReach: () => void, enabled: boolean, page: number) {
  const ref = useRef<T>(null);
  const reach = useEffectEvent(onReach);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reach();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, page]);
  return ref;
}
