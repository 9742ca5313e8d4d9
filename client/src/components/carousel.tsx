import { useEffect, useRef, useState, type ReactNode } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { CarouselBoundary } from './carousel/carousel-boundary';
import { CarouselControls, type CarouselPosition } from './carousel/carousel-controls';

/** Slides per view from a width upward, e.g. { 0: 1, 480: 2, 768: 3, 1024: 4 } (SPEC §9 numbers). */
export type SlidesAt = Record<number, number>;

export interface CarouselProps<T> {
  items: T[];
  /** Accessible name of the carousel region. */
  label: string;
  slidesAt: SlidesAt;
  /** Autoplay delay in ms (SPEC §9); the visitor can pause it. */
  delayMs: number;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string;
  loop?: boolean;
  spaceBetween?: number;
  /** Lets a page stop and restart autoplay (press page: while a video plays). */
  onSwiper?: (swiper: SwiperInstance) => void;
  className?: string;
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Every carousel of the site: swiper with autoplay, keyboard and screen-reader support, and our own
 * control bar below the slides (previous, position, next, and the pause button WCAG 2.2.2 asks for).
 * Autoplay starts paused for visitors who ask for less motion.
 */
export function Carousel<T>({
  items,
  label,
  slidesAt,
  delayMs,
  renderItem,
  keyOf,
  loop = true,
  spaceBetween = 24,
  onSwiper,
  className,
}: CarouselProps<T>) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [position, setPosition] = useState<CarouselPosition>({ index: 0, total: items.length, canPrev: true, canNext: true });
  const breakpoints = Object.fromEntries(Object.entries(slidesAt).map(([w, n]) => [Number(w), { slidesPerView: n }]));
  const most = Math.max(...Object.values(slidesAt));
  // swiper's loop needs more slides than are shown at once.
  const looping = loop && items.length > most;

  useEffect(() => {
    const s = swiperRef.current;
    if (!s?.autoplay) return;
    if (playing) s.autoplay.start();
    else s.autoplay.stop();
  }, [playing]);

  const sync = (s: SwiperInstance) =>
    setPosition({
      index: s.realIndex,
      total: items.length,
      canPrev: !s.isLocked && (looping || !s.isBeginning),
      canNext: !s.isLocked && (looping || !s.isEnd),
    });

  if (items.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={label} className={`relative ${className ?? ''}`}>
      <CarouselBoundary label={label}>
        <Swiper
          modules={[Autoplay, Keyboard, A11y]}
          breakpoints={breakpoints}
          slidesPerView={slidesAt[0] ?? 1}
          spaceBetween={spaceBetween}
          loop={looping}
          autoplay={{ delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{ enabled: true }}
          onSwiper={(s) => {
            swiperRef.current = s;
            if (!playing) s.autoplay?.stop();
            onSwiper?.(s);
          }}
          onAfterInit={sync}
          onSlideChange={sync}
          onBreakpoint={sync}
          onLock={sync}
          onUnlock={sync}
          className="pb-2"
        >
          {items.map((item, i) => (
            <SwiperSlide key={keyOf(item)} className="h-auto!">
              {renderItem(item, i)}
            </SwiperSlide>
          ))}
        </Swiper>
        <CarouselControls
          label={label}
          position={position}
          playing={playing}
          onPrev={() => swiperRef.current?.slidePrev()}
          onNext={() => swiperRef.current?.slideNext()}
          onTogglePlay={() => setPlaying((p) => !p)}
        />
      </CarouselBoundary>
    </section>
  );
}
