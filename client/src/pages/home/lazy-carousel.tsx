import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { CarouselProps } from '@/components/carousel';

// Every home carousel sits below the fold, so swiper and its CSS load after the hero has painted
// instead of weighing on the first load of `/`.
const Carousel = lazy(() =>
  import('@/components/carousel').then((m) => ({ default: m.Carousel as ComponentType<CarouselProps<unknown>> })),
);

interface LazyCarouselProps<T> extends CarouselProps<T> {
  /** Shown while swiper loads; sized like the slides so nothing shifts. */
  fallback: ReactNode;
}

export function LazyCarousel<T>({ fallback, ...props }: LazyCarouselProps<T>) {
  return (
    <ChunkBoundary label={props.label}>
      <Suspense fallback={fallback}>
        <Carousel {...(props as CarouselProps<unknown>)} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** A chunk that fails to download (flaky network, a deploy in between) hides one carousel, not the page. */
class ChunkBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(err: unknown) {
    console.error(`Carousel "${this.props.label}" could not load`, err);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
