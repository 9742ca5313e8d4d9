import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIRD_TOGGLE_MS } from '@pageant/common';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockFetch, type Route } from '../fetch-stub';
import { ListCarousel } from '../list-carousel';

jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }));

const { default: HomePage } = await import('@/pages/home/home-page');
const { FlyingBird } = await import('@/pages/home/flying-bird');

const sponsors = [
  { _id: 's1', url: '/uploads/s1.webp', alt: 'Lotus Jewels', altText: '', href: 'https://lotus.example.com' },
  { _id: 's2', url: '/uploads/s2.webp', alt: '', altText: 'Skyline Travel', href: '' },
];
const testimonials = [
  {
    _id: 't1',
    name: 'Priya Nair',
    place: 'Kochi, India',
    text: 'The grooming sessions changed how I speak in every meeting.',
    imageUrl: '/uploads/t1.webp',
  },
  { _id: 't2', name: 'Anjali Mehta', place: 'Edison, New Jersey', text: 'I found a sisterhood on two continents.', imageUrl: '' },
];

const okRoutes: Route = ({ path }) => {
  if (path === '/api/home-images') return { body: { success: true, images: { home1: { url: '/uploads/home1.webp' } } } };
  if (path === '/api/home-brands') return { body: [{ _id: 'b1', image: '/uploads/b1.webp' }] };
  if (path === '/api/sponsor/logos') return { body: { success: true, data: sponsors } };
  if (path === '/api/testimonials') return { body: { success: true, data: testimonials } };
  // Issue #32: no finale date set yet.
  if (path === '/api/season')
    return { body: { finale: { at: null, venue: null }, registration: { opensAt: null, closesAt: null }, auditions: [] } };
  return undefined;
};

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('Home page', () => {
  it('when it renders, then it has one h1, nine benefit cards and the four calls to action', async () => {
    mockFetch(okRoutes);
    renderHome();
    // After a client navigation the sections below the two showcases arrive as their own chunk.
    expect(await screen.findAllByTestId('benefit-card', undefined, { timeout: 5000 })).toHaveLength(9);
    expect(screen.queryByTestId('below-the-fold-placeholder')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Lifelong sisterhood' })).toBeInTheDocument();

    const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^register for season 10$/i)).toBe('/registration');
    expect(hrefOf(/^about us$/i)).toBe('/aboutus');
    expect(hrefOf(/^the competition$/i)).toBe('/competitions');
    expect(hrefOf(/season 9 highlights/i)).toBe('/pressandmediacredentials');
    // The carousels are a lazy chunk: the first import can be slow on a busy machine.
    await screen.findByText('Priya Nair', undefined, { timeout: 5000 });
  });

  it('when a hero tab is chosen, then its slide is the one shown, under the single eyebrow line that is the h1', async () => {
    mockFetch(okRoutes);
    renderHome();
    const hero = screen.getByRole('group', { name: 'Season 10 highlights' });
    const tab = screen.getByRole('button', { name: /^Show slide 3: / });
    await userEvent.click(tab);
    expect(tab).toHaveAttribute('aria-current', 'true');
    const shown = within(hero)
      .getAllByRole('group', { hidden: true })
      .filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('A title that gives back');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Miss & Mrs Season 10/);
    await screen.findByText('Priya Nair', undefined, { timeout: 5000 });
  });

  it('when the API answers, then sponsors, testimonials and home images render from it', async () => {
    const { calls } = mockFetch(okRoutes);
    renderHome();

    const sponsorsRegion = await screen.findByRole('region', { name: 'Sponsors' });
    const lotus = within(sponsorsRegion).getByRole('img', { name: 'Lotus Jewels' });
    expect(lotus.closest('a')).toHaveAttribute('href', 'https://lotus.example.com');
    expect(within(sponsorsRegion).getByRole('img', { name: 'Skyline Travel' }).closest('a')).toBeNull();

    const quotes = await screen.findByRole('region', { name: 'Testimonials' });
    expect(within(quotes).getByText('Priya Nair')).toBeInTheDocument();
    expect(within(quotes).getByText('Kochi, India')).toBeInTheDocument();
    expect(within(quotes).getByText(/grooming sessions changed/)).toBeInTheDocument();
    expect(within(quotes).getByRole('img', { name: 'Priya Nair' })).toHaveAttribute('src', '/uploads/t1.webp');
    expect(within(quotes).getByText('AM')).toBeInTheDocument();

    expect(sponsorsRegion).toHaveAttribute('data-delay', '3000');
    expect(sponsorsRegion).toHaveAttribute('data-slides', JSON.stringify({ 0: 2, 480: 3, 768: 4 }));
    expect(quotes).toHaveAttribute('data-delay', '4000');
    expect(quotes).toHaveAttribute('data-slides', JSON.stringify({ 0: 1, 480: 2, 768: 3, 1024: 4 }));
    const brands = await screen.findByRole('region', { name: 'Brand endorsements' });
    expect(brands).toHaveAttribute('data-delay', '2500');
    expect(within(brands).getByRole('img')).toHaveAttribute('src', '/uploads/b1.webp');
    const home1 = document.querySelectorAll('img[src="/uploads/home1.webp"]');
    expect(home1.length).toBe(2); // hero backdrop and the first feature section
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/api/home-brands',
      '/api/home-images',
      '/api/season',
      '/api/sponsor/logos',
      '/api/testimonials',
    ]);
  });

  it('when a list is empty, then its section is hidden', async () => {
    mockFetch((call) =>
      call.path === '/api/sponsor/logos' || call.path === '/api/testimonials' ? { body: { success: true, data: [] } } : okRoutes(call),
    );
    renderHome();
    await screen.findByRole('region', { name: 'Brand endorsements' });
    expect(screen.queryByRole('heading', { name: 'Our sponsors' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Stories from our sisterhood' })).toBeNull();
  });

  it('when the testimonials request answers non-ok, then "Failed to fetch testimonials" shows in red', async () => {
    mockFetch((call) => (call.path === '/api/testimonials' ? { status: 500, body: { success: false } } : okRoutes(call)));
    renderHome();
    const alert = await screen.findByText('Failed to fetch testimonials');
    expect(alert).toHaveClass('text-red-700');
    expect(screen.queryByText('Network error')).toBeNull();
  });

  it('when the testimonials request throws, then "Network error" shows in red', async () => {
    const { fetchMock } = mockFetch(okRoutes);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/testimonials')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    renderHome();
    const alert = await screen.findByText('Network error');
    expect(alert).toHaveClass('text-red-700');
  });

  it('when the page unmounts, then its requests are aborted', async () => {
    const { fetchMock } = mockFetch(() => new Promise(() => {}));
    const view = renderHome();
    // The images and the season calendar, and the brands, testimonials and sponsors once the below-the-fold chunk is in.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5), { timeout: 5000 });
    const signals = fetchMock.mock.calls.map(([, init]) => init?.signal as AbortSignal);
    expect(signals).toHaveLength(5);
    view.unmount();
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});

describe('Decorative bird', () => {
  it('when 35 s pass, then it hides, and after another 35 s it returns', () => {
    jest.useFakeTimers();
    render(<FlyingBird />);
    const bird = screen.getByTestId('home-bird');
    expect(bird).toHaveAttribute('aria-hidden', 'true');

    act(() => jest.advanceTimersByTime(BIRD_TOGGLE_MS - 1));
    expect(screen.getByTestId('home-bird')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('home-bird')).toBeNull();
    act(() => jest.advanceTimersByTime(BIRD_TOGGLE_MS));
    expect(screen.getByTestId('home-bird')).toBeInTheDocument();
  });

  it('when the visitor prefers reduced motion, then there is no bird', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      render(<FlyingBird />);
      expect(screen.queryByTestId('home-bird')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
