import { useEffect, useState } from 'react';
import type { SwiperTrack } from './swiper-track';

type Track = typeof SwiperTrack;

// One download for every carousel of the page.
let loading: Promise<Track> | null = null;
const loadTrack = () => (loading ??= import('./swiper-track').then((m) => m.SwiperTrack));

/**
 * swiper's JS and CSS, fetched once the carousel is within about a screen of the viewport (or at once
 * where IntersectionObserver is missing), or when `wanted` turns true (a control was pressed first).
 * Until then, and if the chunk fails, the static track stays: the slides are shown either way.
 */
export function useSwiperTrack(el: Element | null, wanted: boolean): Track | null {
  const [track, setTrack] = useState<{ Track: Track } | null>(null);
  const [near, setNear] = useState(false);

  // The element, not a ref: a carousel that first renders nothing (an empty list still loading) is watched once it appears.
  useEffect(() => {
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [el, near]);

  useEffect(() => {
    if (!near && !wanted) return;
    let live = true;
    loadTrack().then(
      (Track) => live && setTrack({ Track }),
      (err: unknown) => {
        // Next time may work (a deploy in between, a flaky network); the static slides stay meanwhile.
        loading = null;
        console.error('The carousel script could not load', err);
      },
    );
    return () => {
      live = false;
    };
  }, [near, wanted]);

  return track?.Track ?? null;
}
