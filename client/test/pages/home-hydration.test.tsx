import { jest } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import HomePage from '@/pages/home/home-page';
import { firstScreen, HOME_API } from '@/pages/home/first-screen';
import { RenderFailureProvider, SsrDataProvider, type SsrData } from '@/ssr/ssr-data';
import { mockFetch } from '../fetch-stub';
import { serverHtml } from '../server-html';

// The real carousel (its static track) is rendered here, unlike home.test.tsx; observers that never
// fire keep swiper's chunk away (nothing scrolls in jsdom), and keep the below-the-fold chunk waiting
// until a test taps.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopObserver, IntersectionObserver: NoopObserver });

/** Whether React has taken over this server-rendered element (it keeps its fiber on the node). */
const hydrated = (el: Element | null | undefined) => el != null && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));

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
  // Issue #32: the hero states the finale from the season calendar.
  '/season': {
    finale: { at: '2099-02-12T13:30:00.000Z', venue: 'Jio World Centre, Mumbai' },
    registration: { opensAt: null, closesAt: null },
    auditions: [],
  },
};

/** The page as the browser renders it; `server` adds what serverApp provides around the server's render. */
function Home({ data, server = false }: { data: SsrData; server?: boolean }) {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  const page = (
    <SsrDataProvider value={data}>
      <RouterProvider router={router} />
    </SsrDataProvider>
  );
  return <StrictMode>{server ? <RenderFailureProvider value={() => {}}>{page}</RenderFailureProvider> : page}</StrictMode>;
}

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

describe('Home page server rendering', () => {
  it('asks the server for exactly the reads its sections make', () => {
    expect(firstScreen({ params: {}, search: new URLSearchParams() }).sort()).toEqual(
      ['/home-brands', '/home-images', '/season', '/sponsor/logos', '/testimonials'].sort(),
    );
  });

  it('when rendered with its first-screen data, then the HTML has the hero, the pictures and every list, with nothing hidden', async () => {
    const html = await serverHtml(<Home data={answers} server />);
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

  it('when the browser hydrates the server HTML with the same data, then React reports no mismatch, nothing is fetched, and the sections below the showcases stay server HTML until the first tap', async () => {
    const { calls } = mockFetch(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Home data={answers} server />);
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
    expect(before.length).toBeGreaterThan(1000);
    const h1 = container.querySelector('h1');
    expect(h1?.textContent).toMatch(/Miss & Mrs Season 10/);
    expect(hydrated(h1)).toBe(true);

    // Below the two showcases: the server's HTML, untouched and not yet React's.
    const whyJoin = container.querySelector('#home-why');
    expect(whyJoin?.textContent).toBe('The stage is only the beginning');
    expect(container.textContent).toContain('Priya Nair');
    expect(hydrated(whyJoin)).toBe(false);
    expect(container.querySelector('[data-testid="below-the-fold-placeholder"]')).toBeNull();

    // A first tap anywhere asks for the chunk; React then takes over the same HTML without a mismatch.
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await waitFor(() => expect(hydrated(container.querySelector('#home-why'))).toBe(true), { timeout: 5000 });
    expect(container.querySelector('#home-why')).toBe(whyJoin);
    expect(container.textContent).toContain('Priya Nair');
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path.startsWith('/api/'))).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
