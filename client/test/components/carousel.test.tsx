import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '@/components/carousel';

// jsdom lacks the observers swiper may ask for.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopObserver, IntersectionObserver: NoopObserver });

const items = ['Ananya', 'Priya', 'Meera', 'Kavya', 'Riya'].map((name) => ({ id: name, name }));

describe('Carousel', () => {
  test('when it has items, then it renders a named carousel region with every slide and a pause button', async () => {
    render(
      <Carousel
        items={items}
        label="Testimonials"
        slidesAt={{ 0: 1, 768: 3 }}
        delayMs={4000}
        keyOf={(i) => i.id}
        renderItem={(i) => <p>{i.name}</p>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Testimonials' })).toBeInTheDocument();
    for (const i of items) expect(screen.getAllByText(i.name).length).toBeGreaterThan(0);
    const pause = screen.getByRole('button', { name: 'Pause Testimonials' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play Testimonials' })).toBeInTheDocument();
  });

  test('when it renders, then its own previous/next buttons sit in a bar after the slides and swiper draws no arrows of its own', () => {
    const { container } = render(
      <Carousel
        items={items}
        label="Sponsors"
        slidesAt={{ 0: 2 }}
        delayMs={3000}
        keyOf={(i) => i.id}
        renderItem={(i) => <p>{i.name}</p>}
      />,
    );
    const prev = screen.getByRole('button', { name: 'Previous slide of Sponsors' });
    const next = screen.getByRole('button', { name: 'Next slide of Sponsors' });
    const bar = container.querySelector('[data-carousel-controls]')!;
    expect(bar).toContainElement(prev);
    expect(bar).toContainElement(next);
    // The bar follows the slides in the document, so it is never laid over them.
    const slides = container.querySelector('.swiper')!;
    expect(slides.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slides).not.toContainElement(bar as HTMLElement);
    expect(container.querySelector('.swiper-button-prev, .swiper-button-next')).toBeNull();
    expect(bar).toHaveTextContent('0105');
  });

  test('when the list is empty, then nothing is rendered', () => {
    const { container } = render(
      <Carousel
        items={[]}
        label="Sponsors"
        slidesAt={{ 0: 2 }}
        delayMs={3000}
        keyOf={(i: { id: string }) => i.id}
        renderItem={() => null}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
