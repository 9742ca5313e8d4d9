import { Component, type ReactNode } from 'react';

/** A carousel that throws (bad slide data, a swiper bug) hides itself instead of the whole page. */
export class CarouselBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
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
