import type { ReactNode } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { SlidesAt } from './static-layout';

export interface SwiperTrackProps<T> {
  items: T[];
  slidesAt: SlidesAt;
  spaceBetween: number;
  looping: boolean;
  delayMs: number;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string;
  onSwiper: (swiper: SwiperInstance) => void;
  /** Called whenever the position or the lock changes, for the control bar. */
  onSync: (swiper: SwiperInstance) => void;
}

/**
 * swiper itself (autoplay, keyboard, screen-reader support), loaded as its own chunk when a carousel
 * nears the viewport. It takes over from the static track in one commit and initialises in a layout
 * effect, so the first frame it paints already has its slide widths: the same as the static ones.
 */
export function SwiperTrack<T>({
  items,
  slidesAt,
  spaceBetween,
  looping,
  delayMs,
  renderItem,
  keyOf,
  onSwiper,
  onSync,
}: SwiperTrackProps<T>) {
  const breakpoints = Object.fromEntries(Object.entries(slidesAt).map(([w, n]) => [Number(w), { slidesPerView: n }]));
  return (
    <Swiper
      modules={[Autoplay, Keyboard, A11y]}
      breakpoints={breakpoints}
      slidesPerView={slidesAt[0] ?? 1}
      spaceBetween={spaceBetween}
      loop={looping}
      autoplay={{ delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ enabled: true }}
      onSwiper={onSwiper}
      onAfterInit={onSync}
      onSlideChange={onSync}
      onBreakpoint={onSync}
      onLock={onSync}
      onUnlock={onSync}
    >
      {items.map((item, i) => (
        <SwiperSlide key={keyOf(item)} data-carousel-slide={i} className="h-auto!">
          {renderItem(item, i)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
