import { Pause, Play } from 'lucide-react';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';

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
 * Every carousel of the site: swiper with autoplay, keyboard and screen-reader support and a
 * visible pause button (WCAG 2.2.2). Autoplay starts paused for visitors who ask for less motion.
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
  const breakpoints = Object.fromEntries(Object.entries(slidesAt).map(([w, n]) => [Number(w), { slidesPerView: n }]));
  const most = Math.max(...Object.values(slidesAt));

  useEffect(() => {
    const s = swiperRef.current;
    if (!s?.autoplay) return;
    if (playing) s.autoplay.start();
    else s.autoplay.stop();
  }, [playing]);

  if (items.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={label} className={`relative ${className ?? ''}`}>
      <CarouselBoundary label={label}>
        <Swiper
          modules={[Autoplay, Keyboard, A11y, Navigation]}
          breakpoints={breakpoints}
          slidesPerView={slidesAt[0] ?? 1}
          spaceBetween={spaceBetween}
          // swiper's loop needs more slides than are shown at once.
          loop={loop && items.length > most}
          autoplay={{ delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          navigation
          a11y={{ enabled: true, prevSlideMessage: `Previous slide of ${label}`, nextSlideMessage: `Next slide of ${label}` }}
          onSwiper={(s) => {
            swiperRef.current = s;
            if (!playing) s.autoplay?.stop();
            onSwiper?.(s);
          }}
          className="pb-2"
        >
          {items.map((item, i) => (
            <SwiperSlide key={keyOf(item)} className="h-auto!">
              {renderItem(item, i)}
            </SwiperSlide>
          ))}
        </Swiper>
      </CarouselBoundary>
      <div className="mt-3 flex justify-center">
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? `Pause ${label}` : `Play ${label}`}
          className="inline-flex size-9 items-center justify-center rounded-full border border-current/30 text-current opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        </button>
      </div>
    </section>
  );
}

/** A carousel that throws (bad slide data, a swiper bug) hides itself instead of the whole page. */
class CarouselBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(err: unknown) {
    console.error(`Carousel "${this.props.label}" failed`, err);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
