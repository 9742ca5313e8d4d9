import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { COCKPIT_SUMMARY_PATH } from '@pageant/common/page-boot';
import type { MeLiveFrame, MeSummary } from '@pageant/common/content/cockpit';
import { TIMELINE_STEPS } from '@pageant/common/content/cockpit-stages';
import { mockApi } from '../../components/voting/voting-harness';
import { renderRoutes } from '../../render-routes';

// Her live channel stands in for the socket: the test sends the frames the server would.
let sendFrame: ((frame: MeLiveFrame) => void) | null = null;
jest.unstable_mockModule('@/api/me-socket', () => ({
  openMeChannel: (onFrame: (frame: MeLiveFrame) => void) => {
    sendFrame = onFrame;
    return () => {
      sendFrame = null;
    };
  },
}));
const { default: MePage } = await import('@/pages/me/me-page');
const { SsrDataProvider } = await import('@/ssr/ssr-data');
const { NO_CHEERS } = await import('@/pages/me/cheers-list');

const share = (src: string) => `http://localhost/contestants/vote/c-1?ref=k7Qx2m&src=${src}`;
const SUMMARY: MeSummary = {
  registration: { stage: 'on_voting_page', category: 'Miss', paidAt: '2026-11-01T10:00:00Z', fullName: 'Meera Iyer', reviewReason: null },
  candidate: { id: 'c-1', name: 'Meera Iyer', category: 'Miss', city: 'Pune', imageUrl: '', voteCount: 0, rank: 3, countsHidden: false },
  links: {
    vote: share('copy'),
    share: {
      whatsapp: `https://wa.me/?text=${encodeURIComponent(share('whatsapp'))}`,
      instagram: share('instagram'),
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(share('facebook'))}`,
      x: `https://x.com/intent/post?url=${encodeURIComponent(share('x'))}`,
      qr: share('qr'),
      copy: share('copy'),
    },
  },
  preferences: { digest: true },
};

function api(summary: MeSummary | null) {
  return mockApi(({ path }) => {
    if (path === '/api/me') return summary ? { body: summary } : { status: 401, body: { success: false, message: 'Please sign in.' } };
    if (path === '/api/candidates/fetch') return { body: { candidates: [], totalPages: 3, totalCount: 24, page: 1 } };
    if (path === '/api/me/votes') return { body: { buckets: [] } };
    if (path === '/api/me/sources') return { body: { sources: [{ src: 'whatsapp', votes: 0, payments: 0 }] } };
    if (path === '/api/me/cheers') return { body: { cheers: [] } };
    if (path === '/api/me/kit') return { body: { items: [], messages: [] } };
    return undefined;
  });
}

function renderMe() {
  return renderRoutes(
    [
      { path: '/me', element: <MePage /> },
      { path: '/me/signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/me'] },
  ).router;
}

beforeEach(() => {
  sendFrame = null;
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      disconnect() {}
    },
  });
});

describe('/me, her cockpit', () => {
  it('when she is not signed in, then she is sent to sign in', async () => {
    api(null);
    const router = renderMe();
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me/signin');
  });

  it('when her summary arrives, then her name, count and share links are shown first, and the rest of the page follows on its own', async () => {
    const calls = api(SUMMARY);
    renderMe();
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    // The first screen is committed (her photo can be asked for) before the rest is rendered or read.
    expect(screen.getByTestId('vote-count')).toHaveTextContent('0');
    expect(screen.getByRole('heading', { name: 'Share your link' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cheers' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/me/cheers')).toHaveLength(0);
    for (const title of ['Votes over time', 'Where your votes come from', 'Your journey', 'Cheers', 'Your share kit', 'Preferences'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByText(NO_CHEERS)).toBeInTheDocument();
  });

  it('when the server rendered /me with her summary, then her first screen is there on the first render and her summary is not read again', async () => {
    const calls = api(SUMMARY);
    const router = createMemoryRouter([{ path: '/me', element: <MePage /> }], { initialEntries: ['/me'] });
    render(
      <SsrDataProvider value={{ [COCKPIT_SUMMARY_PATH]: SUMMARY }}>
        <RouterProvider router={router} />
      </SsrDataProvider>,
    );
    // No loading state in between: hydration finds exactly what the server's HTML shows.
    expect(screen.getByRole('heading', { name: 'Meera Iyer', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('vote-count')).toHaveTextContent('0');
    expect(screen.queryByLabelText('Loading your campaign')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Cheers' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me/cheers')).toBe(true));
    expect(calls.filter((c) => c.path === '/api/me')).toHaveLength(0);
  });

  it('shows her count and rank, and a live frame moves them without a reload', async () => {
    const calls = api(SUMMARY);
    renderMe();
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByTestId('vote-count')).toHaveTextContent('0');
    await waitFor(() => expect(screen.getByTestId('me-rank')).toHaveTextContent('Rank #3 of 24'));
    await waitFor(() => expect(sendFrame).not.toBeNull(), { timeout: 10_000 });
    const reads = calls.filter((c) => c.path === '/api/me').length;
    act(() => sendFrame!({ candidateId: 'c-1', voteCount: 0, rank: 3, countsHidden: false }));
    act(() => sendFrame!({ candidateId: 'c-1', voteCount: 25, rank: 2, countsHidden: false }));
    expect(screen.getByTestId('vote-count')).toHaveTextContent('25');
    expect(screen.getByTestId('me-rank')).toHaveTextContent('Rank #2 of 24');
    // A frame for anyone else is not hers.
    act(() => sendFrame!({ candidateId: 'c-9', voteCount: 999, rank: 1, countsHidden: false }));
    expect(screen.getByTestId('vote-count')).toHaveTextContent('25');
    // The sections that follow her votes read again after the change.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/me').length).toBeGreaterThan(reads));
    // The rest of the page follows her first screen on its own (rendered after it, in a transition).
    expect(await screen.findByText(NO_CHEERS)).toBeInTheDocument();
  });

  it('while counts are hidden, then she reads that they are, and no number, nor the chart and sources that would sum to it', async () => {
    const calls = api({ ...SUMMARY, candidate: { ...SUMMARY.candidate!, voteCount: null, rank: null, countsHidden: true } });
    renderMe();
    expect(await screen.findByTestId('me-count-hidden')).toHaveTextContent('Counts are hidden until the reveal');
    expect(screen.queryByTestId('vote-count')).toBeNull();
    expect(screen.queryByTestId('me-rank')).toBeNull();
    expect(await screen.findByText(NO_CHEERS)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/me/votes' || c.path === '/api/me/sources')).toEqual([]);
  });

  it('before she is on the voting page, then her timeline says what happens next, with no count', async () => {
    api({ ...SUMMARY, registration: { ...SUMMARY.registration, stage: 'details_submitted' }, candidate: null, links: null });
    renderMe();
    expect(await screen.findByText(TIMELINE_STEPS[1]!.next)).toBeInTheDocument();
    expect(screen.queryByTestId('vote-count')).toBeNull();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Details sent');
  });
});
