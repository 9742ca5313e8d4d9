import type { ReactNode } from 'react';
import type { CarouselProps } from '@/components/carousel';

/**
 * Stands in for the swiper Carousel, whose CSS entry points cannot load under Jest: a plain list
 * that keeps the slides and the SPEC §9 props (delay, slides per width) observable, and renders
 * nothing for an empty list, as the real one does. Use it with
 * `jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }))`.
 */
export function ListCarousel<T>({ items, label, renderItem, keyOf, delayMs, slidesAt }: CarouselProps<T>) {
  if (items.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={label} data-delay={delayMs} data-slides={JSON.stringify(slidesAt)}>
      {items.map((item, i) => (
        <div key={keyOf(item)}>{renderItem(item, i) as ReactNode}</div>
      ))}
    </section>
  );
}
