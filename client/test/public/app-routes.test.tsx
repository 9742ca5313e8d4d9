import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useEventStatus } from '@/stores/event-status';
import { mockFetch } from '../fetch-stub';

type StatusHandler = (payload: { isActive: boolean }) => void;
const handlers = new Map<string, StatusHandler>();

// The real socket would try to reach a server; the app only needs subscribe and the manager's reconnect hook.
jest.unstable_mockModule('@/api/socket', () => ({
  subscribe: (event: string, handler: StatusHandler) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  subscribeVotes: () => () => undefined,
  getSocket: () => ({ io: { on() {}, off() {} } }),
}));

const { routes } = (await import('@/app/routes')) as { routes: RouteObject[] };
const initialStatus = useEventStatus.getState();

const mockEventStatus = (isActive: boolean) => mockFetch(() => ({ body: { isActive } })).fetchMock;

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useEventStatus.setState({ ...initialStatus, isActive: false, loading: true }, true);
  handlers.clear();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('App routes', () => {
  it('when a public page is opened, then it renders inside the navbar and footer with its title', async () => {
    const fetchMock = mockEventStatus(false);
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Season 9 Highlights' })).toHaveAttribute(
      'href',
      '/pressandmediacredentials',
    );
    expect(document.title).toBe('Frequently Asked Questions · Indo-US Pageant Alliance');
    expect(fetchMock).toHaveBeenCalledWith('/api/event/status', expect.anything());
  });

  it('when the path is unknown, then a friendly 404 page is shown', async () => {
    mockEventStatus(false);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page has left the stage' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('when the server broadcasts that the event is active, then the Contestants link appears', async () => {
    mockEventStatus(false);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    // The live channel opens at the visitor's first interaction, not with the page.
    await new Promise((r) => setTimeout(r, 50));
    expect(handlers.has('event:status')).toBe(false);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await waitFor(() => expect(handlers.has('event:status')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Contestants' })).not.toBeInTheDocument();

    act(() => handlers.get('event:status')?.({ isActive: true }));
    expect(screen.getByRole('link', { name: 'Contestants' })).toBeInTheDocument();
  });

  it('when the event is active, then /contestants renders its page', async () => {
    mockEventStatus(true);
    renderApp('/contestants');
    // A lazy route: on a cold Jest cache (a fresh CI clone) transforming its modules takes seconds.
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet the Contestants' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('when the event is inactive, then /contestants redirects home', async () => {
    mockEventStatus(false);
    const router = renderApp('/contestants');
    expect(await screen.findByRole('heading', { level: 1, name: /Season 10/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
