import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// Node's build, as the server runs it (the browser build wants a MessageChannel jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import HomePage from '@/pages/home/home-page';
import { firstScreen, HOME_API } from '@/pages/home/first-screen';
import { SsrDataProvider, type SsrData } from '@/ssr/ssr-data';
import { mockFetch } from '../fetch-stub';

// The real carousel (its static track) is rendered here, unlike home.test.tsx; observers that never
// fire keep swiper's chunk away (nothing scrolls in jsdom).
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopObserver, IntersectionObserver: NoopObserver });

const answers: SsrData = {
  [HOME_API.images]: { success: true, images: { home1: { url: '/uploads/home1.webp' }, home2: { url: '/uploads/home2.webp' } } },
  [HOME_API.brands]: [
    { _id: 'b1', image: '/uploads/b1.webp' },
    { _id: 'b2', image: '/uploads/b2.webp' },
  ],
  [HOME_API.sponsors]: { success: true, data: [{ _id: 's1', url: '/uploads/s1.webp', alt: 'Lotus Jewels', altText: '', href: '' }] },
  [HOME_API.testimonials]: {
    success: true,
    data: [{ _id: 't1', name: 'Priya Nair', place: 'Kochi, India', text: 'The grooming sessions changed me.', imageUrl: '' }],
  },
};

function Home({ data }: { data: SsrData }) {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return (
    <StrictMode>
      <SsrDataProvider value={data}>
        <RouterProvider router={router} />
      </SsrDataProvider>
    </StrictMode>
  );
}

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

describe('Home page server rendering', () => {
  it('asks the server for exactly the reads its sections make', () => {
    expect(firstScreen({ params: {}, search: new URLSearchParams() }).sort()).toEqual(
      ['/home-brands', '/home-images', '/sponsor/logos', '/testimonials'].sort(),
    );
  });

  it('when rendered with its first-screen data, then the HTML has the hero, the pictures and every list, with nothing hidden', () => {
    const html = renderToString(<Home data={answers} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toMatch(/Miss & Mrs Season 10/);
    expect(doc.querySelector('img[src="/uploads/home1.webp"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(doc.body.textContent).toContain('Priya Nair');
    expect(doc.querySelector('img[alt="Lotus Jewels"]')).not.toBeNull();
    expect(doc.querySelectorAll('[data-carousel-slide]').length).toBe(4);
    // Content waits for no script to become visible.
    expect(doc.querySelectorAll('.opacity-0:not([aria-hidden="true"])')).toHaveLength(0);
    expect(doc.querySelector('.animate-pulse')).toBeNull();
  });

  it('when the browser hydrates the server HTML with the same data, then React reports no mismatch and nothing is fetched', async () => {
    const { calls } = mockFetch(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Home data={answers} />);
    document.body.append(container);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Home data={answers} />, { onRecoverableError: (err) => errors.push(err) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path.startsWith('/api/'))).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toMatch(/Miss & Mrs Season 10/);
    expect(before.length).toBeGreaterThan(1000);
    act(() => root?.unmount());
    container.remove();
  });
});
