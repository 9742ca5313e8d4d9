import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '@/components/carousel';
import { slidesPerViewAt, trackStyle } from '@/components/carousel/static-layout';

// jsdom has no layout observers: this one reports every element as on screen once told to, like a scroll would.
let observers: IntersectionObserverStub[] = [];
class IntersectionObserverStub {
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
}
const scrollNear = () =>
  act(() => {
    for (const o of observers) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  });
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopObserver, IntersectionObserver: IntersectionObserverStub });
beforeEach(() => {
  observers = [];
});

const items = ['Ananya', 'Priya', 'Meera', 'Kavya', 'Riya'].map((name) => ({ id: name, name }));

function renderCarousel(props: Partial<Parameters<typeof Carousel<(typeof items)[number]>>[0]> = {}) {
  return render(
    <Carousel
      items={items}
      label="Testimonials"
      slidesAt={{ 0: 1, 768: 3 }}
      delayMs={4000}
      keyOf={(i) => i.id}
      renderItem={(i) => <p>{i.name}</p>}
      {...props}
    />,
  );
}

describe('Carousel before swiper arrives (server HTML, first paint)', () => {
  test('when it has items, then it renders a named region with every slide laid out by CSS, and no swiper markup', () => {
    const { container } = renderCarousel();
    expect(screen.getByRole('region', { name: 'Testimonials' })).toBeInTheDocument();
    const slides = container.querySelectorAll('[data-carousel-slide]');
    expect([...slides].map((s) => s.textContent)).toEqual(items.map((i) => i.name));
    expect(container.querySelector('.swiper, .swiper-slide')).toBeNull();
    const track = container.querySelector<HTMLElement>('[data-carousel-track="static"]')!;
    expect(track.style.getPropertyValue('--carousel-gap')).toBe('24px');
    expect(track.style.getPropertyValue('--carousel-n-0')).toBe('1');
    expect(track.style.getPropertyValue('--carousel-n-640')).toBe('1');
    expect(track.style.getPropertyValue('--carousel-n-768')).toBe('3');
    expect(track.style.getPropertyValue('--carousel-n-1536')).toBe('3');
  });

  test('when it renders, then the control bar follows the slides, never over them, and shows the position', () => {
    const { container } = renderCarousel({ label: 'Sponsors', slidesAt: { 0: 2 } });
    const bar = container.querySelector('[data-carousel-controls]')!;
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Previous slide of Sponsors' }));
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Next slide of Sponsors' }));
    const track = container.querySelector('[data-carousel-track]')!;
    expect(track.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar).toHaveTextContent('0105');
  });

  test('when the pause button is pressed, then it offers to play', async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Testimonials' }));
    expect(screen.getByRole('button', { name: 'Play Testimonials' })).toBeInTheDocument();
  });

  test('when the visitor prefers reduced motion, then autoplay starts paused', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      renderCarousel();
      expect(screen.getByRole('button', { name: 'Play Testimonials' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  test('when the list is empty, then nothing is rendered', () => {
    const { container } = renderCarousel({ items: [] });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Carousel once it nears the viewport', () => {
  test('when it scrolls near, then swiper takes over the same slides and draws no arrows of its own', async () => {
    const { container } = renderCarousel({ label: 'Sponsors', slidesAt: { 0: 2 } });
    expect(container.querySelector('.swiper')).toBeNull();
    scrollNear();
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    expect(container.querySelector('[data-carousel-track="static"]')).toBeNull();
    const slides = [...container.querySelectorAll('.swiper-slide[data-carousel-slide]')];
    expect(slides.map((s) => s.textContent).sort()).toEqual(items.map((i) => i.name).sort());
    const bar = container.querySelector('[data-carousel-controls]')!;
    expect(container.querySelector('.swiper')!.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.swiper-button-prev, .swiper-button-next')).toBeNull();
  });

  test('when its list arrives after a first empty render, then it is still watched and swiper loads as it nears', async () => {
    const { container, rerender } = render(
      <Carousel
        items={[] as typeof items}
        label="Headlines"
        slidesAt={{ 0: 1 }}
        delayMs={2000}
        keyOf={(i) => i.id}
        renderItem={(i) => i.name}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <Carousel items={items} label="Headlines" slidesAt={{ 0: 1 }} delayMs={2000} keyOf={(i) => i.id} renderItem={(i) => i.name} />,
    );
    scrollNear();
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
  });

  test('when Next is pressed before swiper has arrived, then swiper loads and makes that move', async () => {
    // jsdom gives swiper no size, so it cannot really slide: the move it is asked for is what is checked.
    const moves: string[] = [];
    const { container } = renderCarousel({
      label: 'Sponsors',
      slidesAt: { 0: 2 },
      onSwiper: (s) => {
        s.slideNext = () => (moves.push('next'), true);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next slide of Sponsors' }));
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(moves).toEqual(['next']));
  });
});

describe('static layout arithmetic', () => {
  test('slides per view follow the widest key at or below a width, like swiper breakpoints', () => {
    const at = { 0: 1, 480: 2, 768: 3, 1024: 4 };
    expect([0, 479, 480, 767, 768, 1023, 1024, 1920].map((w) => slidesPerViewAt(at, w))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    // Without a 0 key swiper shows one slide below the first breakpoint.
    expect(slidesPerViewAt({ 768: 2 }, 500)).toBe(1);
  });

  test('the track carries the count for every breakpoint the CSS switches at', () => {
    expect(trackStyle({ 0: 2, 480: 3, 768: 4 }, 16)).toEqual({
      '--carousel-gap': '16px',
      '--carousel-n-0': 2,
      '--carousel-n-480': 3,
      '--carousel-n-640': 3,
      '--carousel-n-768': 4,
      '--carousel-n-1024': 4,
      '--carousel-n-1280': 4,
      '--carousel-n-1536': 4,
    });
  });
});
