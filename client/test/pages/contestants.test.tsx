import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { renderRoutes } from '../render-routes';
import {
  FakeIntersectionObserver,
  broadcastVote,
  candidatePages,
  liveVotesSubscribed,
  managerHandlers,
  makeCandidates,
  mockApi,
  socketModule,
  type Call,
} from '../components/voting/voting-harness';
import { card, cardNames, podiumLabels } from '../components/voting/contestant-queries';

const postPaymentForm = jest.fn();
const goToCheckout = jest.fn();
jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm, goToCheckout }));
jest.unstable_mockModule('@/api/socket', socketModule);
const { default: ContestantsPage } = await import('@/pages/contestants/contestants-page');
// The vote modal's code loads on the first click: on the shared test machine that can outlast findBy's default second.
const MODAL_LOADS = { timeout: 10_000 };

const ALL = makeCandidates(25);
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/candidates/fetch');
const searchCalls = (calls: Call[]) => listCalls(calls).filter((c) => c.query.get('search'));

async function renderAt(entry = '/contestants', initialEntries = [entry]) {
  const { router } = renderRoutes(
    [
      { path: '/contestants', element: <ContestantsPage /> },
      { path: '/contestants/vote/:id', element: <p>single page</p> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  await act(async () => {});
  await liveVotesSubscribed();
  return router;
}

async function typeSearch(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search contestants' }), { target: { value: text } });
}
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  FakeIntersectionObserver.install();
  postPaymentForm.mockReset();
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('/contestants list', () => {
  it('shows skeletons while loading, then the first page of 10 with names, photos and counts', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mockApi(async (call) => {
      await gate;
      return candidatePages(ALL)(call);
    });
    await renderAt();
    expect(screen.getAllByTestId('candidate-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByTestId('podium-skeleton')).toBeInTheDocument();

    await act(async () => release());
    expect(screen.queryAllByTestId('candidate-skeleton')).toHaveLength(0);
    expect(cardNames()).toEqual(ALL.slice(0, 10).map((c) => c.name));
    expect(within(card('Contestant 02')).getByRole('img', { name: 'Contestant 02', hidden: true })).toHaveAttribute(
      'src',
      '/uploads/c2.webp',
    );
    expect(within(card('Contestant 01')).getByTestId('vote-count')).toHaveTextContent('25,000');
    expect(within(card('Contestant 01')).getByRole('link', { name: 'Contestant 01' })).toHaveAttribute('href', '/contestants/vote/c01');
    // The count is set in tabular figures, a span of its own inside the sentence.
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '25 contestants')).toBeInTheDocument();
  });

  it('orders the podium 2nd, 1st, 3rd from the unfiltered top three, with the leader in the raised middle step', async () => {
    mockApi(candidatePages(ALL));
    await renderAt();
    expect(podiumLabels()).toEqual(['2nd place: Contestant 02', '1st place: Contestant 01', '3rd place: Contestant 03']);
    const steps = within(screen.getByRole('list', { name: 'Top three contestants' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('data-rank', '1');
  });

  it('debounces the search 200 ms in the bar and 500 ms more before fetching, and goes back to page 1', async () => {
    jest.useFakeTimers();
    const calls = mockApi(candidatePages(ALL));
    await renderAt();
    await FakeIntersectionObserver.reachEnd();
    expect(listCalls(calls).at(-1)?.query.get('page')).toBe('2');
    expect(cardNames()).toHaveLength(20);

    await typeSearch('Contestant 1');
    await advance(150);
    await typeSearch('Contestant 2'); // typing again restarts the bar's 200 ms
    await advance(199);
    await advance(1); // the bar reports "Contestant 2" now, 200 ms after the last keystroke
    await advance(499);
    expect(searchCalls(calls)).toHaveLength(0);
    await advance(1);
    expect(searchCalls(calls)).toHaveLength(1);
    const params = searchCalls(calls)[0]?.query;
    expect(params?.get('search')).toBe('Contestant 2');
    expect(params?.get('page')).toBe('1');
    expect(params?.get('limit')).toBe('10');
    expect(cardNames()).toEqual(['Contestant 20', 'Contestant 21', 'Contestant 22', 'Contestant 23', 'Contestant 24', 'Contestant 25']);
    // The podium stays the overall leaders, not the search's.
    expect(podiumLabels()).toEqual(['2nd place: Contestant 02', '1st place: Contestant 01', '3rd place: Contestant 03']);
  });

  it('loads the next page when the end of the grid scrolls into view, and stops after the last page', async () => {
    const calls = mockApi(candidatePages(ALL));
    await renderAt();
    expect(cardNames()).toHaveLength(10);

    await FakeIntersectionObserver.reachEnd();
    expect(cardNames()).toHaveLength(20);
    expect(cardNames()[10]).toBe('Contestant 11');
    await FakeIntersectionObserver.reachEnd();
    expect(cardNames()).toHaveLength(25);
    const pages = listCalls(calls)
      .filter((c) => !c.query.get('search'))
      .map((c) => c.query.get('page'));
    expect(pages.filter((p) => p === '3')).toHaveLength(1);

    await FakeIntersectionObserver.reachEnd();
    expect(FakeIntersectionObserver.live()).toBe(0);
    expect(listCalls(calls).filter((c) => c.query.get('page') === '4')).toHaveLength(0);
  });

  it('ignores the answer of a superseded search, and aborts its request', async () => {
    jest.useFakeTimers();
    const pending = new Map<string, (reply: { body: unknown }) => void>();
    const calls = mockApi((call) => {
      const search = call.query.get('search');
      if (!search) return candidatePages(ALL)(call);
      return new Promise((resolve) => pending.set(search, resolve));
    });
    await renderAt();

    await typeSearch('Alpha');
    await advance(200);
    await advance(500);
    await typeSearch('Beta');
    await advance(200);
    await advance(500);
    expect(searchCalls(calls).map((c) => c.query.get('search'))).toEqual(['Alpha', 'Beta']);
    expect(searchCalls(calls)[0]?.init?.signal?.aborted).toBe(true);

    const answer = (name: string) => ({
      body: { candidates: [{ _id: name, name, imageUrl: '', voteCount: 7 }], totalPages: 1, totalCount: 1, page: 1 },
    });
    await act(async () => pending.get('Beta')?.(answer('Beta Rao')));
    await act(async () => pending.get('Alpha')?.(answer('Alpha Shah')));
    expect(cardNames()).toEqual(['Beta Rao']);
  });

  it('logs a failed list fetch without telling the visitor', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({ status: 500, body: { message: 'Database down' } }));
    await renderAt();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.getByText('No contestants to show yet')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('/contestants live votes', () => {
  it('after the socket reconnects, the counts on screen are read again, in place', async () => {
    // Broadcasts sent while the visitor was offline are lost: the server now has newer counts.
    const current = ALL.map((c) => (c._id === 'c05' ? { ...c, voteCount: 99_000 } : c));
    let online = false;
    const calls = mockApi((call) => candidatePages(online ? current : ALL)(call));
    await renderAt();
    expect(within(card('Contestant 05')).getByTestId('vote-count')).toHaveTextContent('21,000');

    online = true;
    await act(async () => managerHandlers.get('reconnect')?.());
    expect(await within(card('Contestant 05')).findByText('99,000')).toBeInTheDocument();
    const refresh = listCalls(calls).at(-1)!;
    expect(refresh.query.get('page')).toBe('1');
    expect(refresh.query.get('limit')).toBe('10');
  });

  it('a vote:update changes the card count and re-orders the podium in place, without a refetch', async () => {
    const calls = mockApi(candidatePages(ALL));
    await renderAt();
    const before = calls.length;

    broadcastVote({ candidateId: 'c03', name: 'Contestant 03', voteCount: 30_000 });
    expect(podiumLabels()).toEqual(['2nd place: Contestant 01', '1st place: Contestant 03', '3rd place: Contestant 02']);
    expect(within(card('Contestant 03')).getByTestId('vote-count')).toHaveTextContent('30,000');

    // An outsider from further down climbs onto the podium with her photo.
    broadcastVote({ candidateId: 'c08', name: 'Contestant 08', voteCount: 26_000 });
    expect(podiumLabels()).toEqual(['2nd place: Contestant 08', '1st place: Contestant 03', '3rd place: Contestant 01']);
    expect(calls.length).toBe(before);
  });

  it('a vote:update for someone outside the leaders still reaches her card once she is loaded', async () => {
    mockApi(candidatePages(ALL));
    await renderAt();
    await FakeIntersectionObserver.reachEnd();
    broadcastVote({ candidateId: 'c15', name: 'Contestant 15', voteCount: 11_500 });
    expect(within(card('Contestant 15')).getByTestId('vote-count')).toHaveTextContent('11,500');
    expect(podiumLabels()).toContain('1st place: Contestant 01');
  });
});

describe('/contestants vote modal', () => {
  it('opens for the chosen card, posts the package vote and hands over to the gateway', async () => {
    const paymentData = { key: 'k', txnid: 'T1', hash: 'h' };
    const calls = mockApi((call) =>
      call.path === '/api/vote/initiate' ? { body: { url: 'https://pay.example/_payment', paymentData } } : candidatePages(ALL)(call),
    );
    await renderAt();
    fireEvent.click(within(card('Contestant 04')).getByRole('button', { name: 'Vote for Contestant 04' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vote for Contestant 04' }, MODAL_LOADS);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^1,000 votes/ }));
    fireEvent.change(within(dialog).getByLabelText('E-mail for your receipt (optional)'), { target: { value: ' fan@example.com ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹30,000' }));
    });
    const vote = calls.find((c) => c.path === '/api/vote/initiate');
    expect(vote?.init?.method).toBe('POST');
    expect(JSON.parse(String(vote?.init?.body))).toEqual({ candidateId: 'c04', votes: 1000, amount: 30000, voterEmail: 'fan@example.com' });
    expect(postPaymentForm).toHaveBeenCalledWith('https://pay.example/_payment', paymentData);
  });

  it.each([
    ['the url is missing', { paymentData: { key: 'k' } }],
    ['the paymentData is missing', { url: 'https://pay.example/_payment' }],
  ])('when %s, then it says the payment could not start', async (_why, body) => {
    mockApi((call) => (call.path === '/api/vote/initiate' ? { body } : candidatePages(ALL)(call)));
    await renderAt();
    fireEvent.click(within(card('Contestant 01')).getByRole('button', { name: 'Vote for Contestant 01' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹100' }, MODAL_LOADS);
    await act(async () => {
      fireEvent.click(pay);
    });
    expect(await screen.findByText('Failed to initiate payment. Please try again.')).toBeInTheDocument();
    expect(postPaymentForm).not.toHaveBeenCalled();
  });

  it('when the server refuses, then its sentence is shown', async () => {
    mockApi((call) =>
      call.path === '/api/vote/initiate'
        ? { status: 400, body: { success: false, message: 'Voting is closed right now.' } }
        : candidatePages(ALL)(call),
    );
    await renderAt();
    fireEvent.click(within(card('Contestant 01')).getByRole('button', { name: 'Vote for Contestant 01' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹100' }, MODAL_LOADS);
    await act(async () => {
      fireEvent.click(pay);
    });
    expect(await screen.findByText('Voting is closed right now.')).toBeInTheDocument();
    expect(postPaymentForm).not.toHaveBeenCalled();
  });
});

describe('/contestants payment result', () => {
  it('status SUCCESS shows the receipt; closing clears the query, replacing history', async () => {
    mockApi(candidatePages(ALL));
    const router = await renderAt(undefined, [
      '/elsewhere',
      '/contestants?status=SUCCESS&candidateName=Contestant%2004&votes=750&amount=37500&txnid=VOTE123',
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Thank you for voting!' });
    expect(dialog).toHaveTextContent('Contestant 04');
    expect(dialog).toHaveTextContent('750');
    expect(dialog).toHaveTextContent('₹37,500');
    expect(dialog).toHaveTextContent('VOTE123');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the contestants' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contestants');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it("'Try again' after a failure reopens the remembered contestant's vote on the same package, and clears the query", async () => {
    mockApi(candidatePages(ALL));
    sessionStorage.setItem(
      'pageant.pendingVote',
      JSON.stringify({ candidate: { _id: 'c04', name: 'Contestant 04', imageUrl: '' }, choice: { votes: 750, usePackage: true } }),
    );
    const router = await renderAt('/contestants?status=FAILURE&candidateName=Contestant%2004&votes=750&amount=37500&txnid=VOTE7');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Payment failed' })).getByRole('button', { name: 'Try again' }));
    });
    const vote = await screen.findByRole('dialog', { name: 'Vote for Contestant 04' }, MODAL_LOADS);
    expect(within(vote).getByRole('radio', { name: /^750 votes/ })).toBeChecked();
    expect(within(vote).getByTestId('vote-total')).toHaveTextContent('₹37,500');
    expect(router.state.location.search).toBe('');
    sessionStorage.clear();
  });

  it("'Try again' with nothing remembered finds her by the returned name and reopens her individual votes", async () => {
    const calls = mockApi(candidatePages(ALL));
    await renderAt('/contestants?status=FAILURE&candidateName=Contestant%2009&votes=4&amount=400&txnid=VOTE8');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Payment failed' })).getByRole('button', { name: 'Try again' }));
    });
    expect(searchCalls(calls).map((c) => c.query.get('search'))).toContain('Contestant 09');
    const vote = await screen.findByRole('dialog', { name: 'Vote for Contestant 09' }, MODAL_LOADS);
    expect(within(vote).getByRole('radio', { name: /^Individual votes/ })).toBeChecked();
    expect(within(vote).getByTestId('vote-total')).toHaveTextContent('₹400');
  });

  it.each(['FAILURE', 'PENDING', 'success'])('status %s shows the failure modal', async (status) => {
    mockApi(candidatePages(ALL));
    const router = await renderAt(`/contestants?status=${status}&candidateName=Contestant%2004&votes=5&amount=500&txnid=VOTE9`);
    const dialog = screen.getByRole('dialog', { name: 'Payment failed' });
    expect(dialog).toHaveTextContent('VOTE9');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the contestants' }));
    });
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
