import { useCallback, useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/**
 * Holds the autoplay of the registered carousels while `hold` is true (a video is playing) and
 * restarts only the ones it stopped, so a carousel the visitor paused stays paused.
 */
export function useAutoplayHold(hold: boolean) {
  const swipers = useRef(new Set<SwiperInstance>());
  const stopped = useRef(new Set<SwiperInstance>());
  const holdRef = useRef(hold);
  holdRef.current = hold;

  const stop = (s: SwiperInstance) => {
    if (!s.destroyed && s.autoplay?.running) {
      s.autoplay.stop();
      stopped.current.add(s);
    }
  };

  useEffect(() => {
    if (hold) {
      swipers.current.forEach(stop);
      return;
    }
    stopped.current.forEach((s) => {
      if (!s.destroyed) s.autoplay?.start();
    });
    stopped.current.clear();
  }, [hold]);

  return useCallback((s: SwiperInstance) => {
    swipers.current.add(s);
    if (holdRef.current) stop(s);
  }, []);
}
