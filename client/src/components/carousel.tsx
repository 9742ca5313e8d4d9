import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { CarouselBoundary } from './carousel/carousel-boundary';
import { CarouselControls, type CarouselPosition } from './carousel/carousel-controls';
import type { SlidesAt } from './carousel/static-layout';
import { StaticTrack } from './carousel/static-track';
import { useSwiperTrack } from './carousel/use-swiper-track';

export type { SlidesAt } from './carousel/static-layout';

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

type Move = 'prev' | 'next';

/**
 * Every carousel of the site: our control bar below the slides (previous, position, next, and the
 * pause button WCAG 2.2.2 asks for) and, once it nears the viewport, swiper with autoplay, keyboard and
 * screen-reader support. Before that (in the server's HTML, and while swiper's chunk downloads) the
 * slides are laid out by CSS exactly as swiper lays them out, so nothing moves when it takes over.
 * Autoplay stays paused for visitors who ask for less motion.
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
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // A press on a control before swiper has arrived is played once it has.
  const pendingMove = useRef<Move | null>(null);
  const [wanted, setWanted] = useState(false);
  const SwiperTrack = useSwiperTrack(root, wanted);
  // The server cannot know the visitor's motion setting: every first render plays, the effect below corrects it.
  const [playing, setPlaying] = useState(true);
  const most = Math.max(...Object.values(slidesAt));
  // swiper's loop needs more slides than are shown at once.
  const looping = loop && items.length > most;
  const [position, setPosition] = useState<CarouselPosition>({ index: 0, total: items.length, canPrev: looping, canNext: true });

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

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

  const move = (to: Move) => {
    const s = swiperRef.current;
    if (!s) {
      pendingMove.current = to;
      setWanted(true);
    } else if (to === 'prev') s.slidePrev();
    else s.slideNext();
  };

  if (items.length === 0) return null;
  return (
    <section ref={setRoot} aria-roledescription="carousel" aria-label={label} className={`relative ${className ?? ''}`}>
      <CarouselBoundary label={label}>
        {SwiperTrack ? (
          <SwiperTrack
            items={items}
            slidesAt={slidesAt}
            spaceBetween={spaceBetween}
            looping={looping}
            delayMs={delayMs}
            renderItem={renderItem}
            keyOf={keyOf}
            onSwiper={(s) => {
              swiperRef.current = s;
              if (!playing) s.autoplay?.stop();
              onSwiper?.(s);
              const pending = pendingMove.current;
              pendingMove.current = null;
              if (pending) move(pending);
            }}
            onSync={sync}
          />
        ) : (
          <StaticTrack items={items} slidesAt={slidesAt} spaceBetween={spaceBetween} renderItem={renderItem} keyOf={keyOf} />
        )}
        <CarouselControls
          label={label}
          position={position}
          playing={playing}
          onPrev={() => move('prev')}
          onNext={() => move('next')}
          onTogglePlay={() => setPlaying((p) => !p)}
        />
      </CarouselBoundary>
    </section>
  );
}
