import type { ReactNode } from 'react';
import { SLIDES_PER_VIEW_CLASSES, STATIC_SLIDE_STYLE, trackStyle, type SlidesAt } from './static-layout';

interface StaticTrackProps<T> {
  items: T[];
  slidesAt: SlidesAt;
  spaceBetween: number;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string;
}

/**
 * The slides as swiper will lay them out, drawn by CSS alone: in the server's HTML and until swiper's
 * chunk arrives. It mirrors swiper.css (container overflow hidden with no padding, a flex row of
 * unshrinking slides) without swiper's class names, whose unlayered rules would otherwise override
 * these utilities the moment swiper's stylesheet loads.
 */
export function StaticTrack<T>({ items, slidesAt, spaceBetween, renderItem, keyOf }: StaticTrackProps<T>) {
  return (
    <div
      data-carousel-track="static"
      className={`relative z-[1] mx-auto block overflow-hidden p-0 ${SLIDES_PER_VIEW_CLASSES}`}
      style={trackStyle(slidesAt, spaceBetween)}
    >
      <div className="relative z-[1] flex h-full w-full">
        {items.map((item, i) => (
          <div key={keyOf(item)} data-carousel-slide={i} className="relative block shrink-0" style={STATIC_SLIDE_STYLE}>
            {renderItem(item, i)}
          </div>
        ))}
      </div>
    </div>
  );
}
