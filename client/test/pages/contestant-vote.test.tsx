import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MSG } from '@pageant/common';
import type { VoteUpdate } from '@pageant/common/content/voting';
import {
  broadcastVote,
  liveVotesSubscribed,
  managerHandlers,
  mockApi,
  socketHandlers,
  socketModule,
} from '../components/voting/voting-harness';
import { renderRoutes } from '../render-routes';

jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm: jest.fn(), goToCheckout: jest.fn() }));
jest.unstable_mockModule('@/api/socket', socketModule);
const { default: ContestantVotePage } = await import('@/pages/contestant-vote/contestant-vote-page');
// The vote modal's code loads on the first click: on the shared test machine that can outlast findBy's default second.
const MODAL_LOADS = { timeout: 10_000 };

const PRIYA = { _id: 'p-7', name: 'Priya Mehta Kapoor', imageUrl: '/uploads/priya.webp', voteCount: 9_990 };

async function renderAt(id = PRIYA._id) {
  const { router } = renderRoutes(
    [
      { path: '/contestants/vote/:id', element: <ContestantVotePage /> },
      { path: '/contestants', element: <p>list</p> },
    ],
    { initialEntries: [`/contestants/vote/${id}`] },
  );
  await act(async () => {});
  await liveVotesSubscribed();
  return router;
}

const circle = () => screen.getByTestId('vote-circle');
/** A broadcast for her with its seq (issue #15); the harness's type predates seq. */
const priyaAt = (voteCount: number, seq: number) => ({ candidateId: PRIYA._id, name: PRIYA.name, voteCount, seq }) as VoteUpdate;

afterEach(() => {
  act(() => toast.remove());
});

describe('/contestants/vote/:id', () => {
  it('shows her photo, name, count in a circle sized by votes, share links, and names the tab', async () => {
    const calls = mockApi((call) => (call.path === `/api/candidates/fetchbyid/${PRIYA._id}` ? { body: PRIYA } : undefined));
    await renderAt();
    expect(calls[0]?.path).toBe('/api/candidates/fetchbyid/p-7');
    expect(screen.getByRole('heading', { level: 2, name: PRIYA.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PRIYA.name })).toHaveAttribute('src', PRIYA.imageUrl);
    expect(circle()).toHaveTextContent('9,990');
    expect(circle()).toHaveStyle({ width: '90px', height: '90px' });
    expect(screen.getByRole('link', { name: /on WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent('http://localhost/contestants/vote/p-7'),
    );
    expect(document.title).toBe('Vote for Priya Mehta Kapoor · Indo-US Pageant Alliance');
  });

  it.each([
    [10_000, 110],
    [100_000, 130],
    [1_000_000, 140],
  ])('at %i votes the circle is %i px', async (voteCount, px) => {
    mockApi(() => ({ body: { ...PRIYA, voteCount } }));
    await renderAt();
    expect(circle()).toHaveStyle({ width: `${px}px`, height: `${px}px` });
  });

  it('a live vote:update for her ticks the count and grows the circle; others are ignored', async () => {
    const calls = mockApi(() => ({ body: PRIYA }));
    await renderAt();
    const before = calls.length;
    broadcastVote({ candidateId: 'someone-else', name: 'Other', voteCount: 500_000 });
    expect(circle()).toHaveTextContent('9,990');
    broadcastVote({ candidateId: PRIYA._id, name: PRIYA.name, voteCount: 10_740 });
    expect(circle()).toHaveTextContent('10,740');
    expect(circle()).toHaveStyle({ width: '110px' });
    expect(calls).toHaveLength(before);
  });

  it('after the socket reconnects it re-reads her count quietly', async () => {
    let votes = PRIYA.voteCount;
    mockApi(() => ({ body: { ...PRIYA, voteCount: votes } }));
    await renderAt();
    votes = 12_000;
    await act(async () => managerHandlers.get('reconnect')?.());
    expect(circle()).toHaveTextContent('12,000');
  });

  it('while counts are hidden her answer has no seq (issue #26); a late update from before the hiding shows nothing, and the reveal brings her fresh count', async () => {
    const schedule = { opensAt: null, closesAt: null, hideCountsFrom: '2026-12-05T15:30:00.000Z', revealedAt: null };
    let revealed = false;
    mockApi((call) => {
      if (call.path === '/api/event/status') return { body: { isActive: true, schedule, countsHidden: !revealed } };
      // Hidden: no count and no seq. Revealed: her count with its seq (two payments made while hidden).
      return { body: revealed ? { ...PRIYA, voteCount: 10_990, seq: 7 } : { ...PRIYA, voteCount: null } };
    });
    await renderAt();
    expect(await screen.findByText(/Counts hidden/)).toBeInTheDocument();
    // Sent to her page just before the hiding (counts were public then), delivered just after.
    broadcastVote(priyaAt(9_990, 5));
    expect(circle()).not.toHaveTextContent('9,990');

    revealed = true;
    await act(async () => socketHandlers.get('event:status')?.({ isActive: true, schedule, countsHidden: false }));
    expect(await screen.findByText('10,990')).toBeInTheDocument();
    // The seq came back with the count: an older update no longer applies, a newer one does.
    broadcastVote(priyaAt(10_000, 6));
    expect(circle()).toHaveTextContent('10,990');
    broadcastVote(priyaAt(11_000, 8));
    expect(circle()).toHaveTextContent('11,000');
  });

  it("when there is no such contestant, then it says 'Contestant not found'", async () => {
    mockApi(() => ({ status: 404, body: { success: false, message: 'That contestant does not exist.' } }));
    await renderAt('missing');
    expect(screen.getByRole('heading', { name: MSG.contestantNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All contestants' })).toHaveAttribute('href', '/contestants');
    expect(screen.queryByText(MSG.contestantLoadFailed)).not.toBeInTheDocument();
    expect(screen.queryByTestId('vote-circle')).not.toBeInTheDocument();
  });

  it('when the answer is empty, then it is not found either', async () => {
    mockApi(() => ({ status: 200, body: null }));
    await renderAt();
    expect(screen.getByRole('heading', { name: MSG.contestantNotFound })).toBeInTheDocument();
  });

  it('when loading fails otherwise, then it toasts the failure and offers a retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi(() => (fail ? { status: 500, body: { message: 'boom' } } : { body: PRIYA }));
    await renderAt();
    expect(await screen.findByText(MSG.contestantLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MSG.contestantNotFound })).not.toBeInTheDocument();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(circle()).toHaveTextContent('9,990');
    error.mockRestore();
  });

  it('Vote opens the vote modal for her', async () => {
    mockApi(() => ({ body: PRIYA }));
    await renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Priya' }));
    expect(await screen.findByRole('dialog', { name: 'Vote for Priya Mehta Kapoor' }, MODAL_LOADS)).toBeInTheDocument();
    expect(screen.getByTestId('vote-total')).toHaveTextContent('₹100');
  });
});
