import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CandidatePage } from '@pageant/common/content/voting';
import { SsrDataProvider, type SsrData } from '@/ssr/ssr-data';
import { renderToString } from '../components/voting/server-render';
import {
  FakeIntersectionObserver,
  candidatePages,
  liveVotesSubscribed,
  makeCandidates,
  mockApi,
  socketModule,
  type Call,
} from '../components/voting/voting-harness';
import { cardNames, podiumLabels } from '../components/voting/contestant-queries';

jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm: jest.fn(), goToCheckout: jest.fn() }));
jest.unstable_mockModule('@/api/socket', socketModule);
const { default: ContestantsPage } = await import('@/pages/contestants/contestants-page');
const { default: ContestantVotePage } = await import('@/pages/contestant-vote/contestant-vote-page');
const contestants = await import('@/pages/contestants/first-screen');
const contestantVote = await import('@/pages/contestant-vote/first-screen');

/** Issue #14: both voting pages render from the answers the server fetched, and hydrate onto that HTML. */

const ALL = makeCandidates(25);
const PRIYA = { _id: 'p-7', name: 'Priya Mehta Kapoor', imageUrl: '/uploads/priya.webp', voteCount: 9_990 };
const noSearch = new URLSearchParams();

/** What the server would have put in the page: each path the route's firstScreen names, with its answer. */
function ssrData(paths: string[], answer: (path: string) => unknown): SsrData {
  return Object.fromEntries(paths.map((p) => [p, answer(p)]));
}
const contestantsData = () => {
  const paths = contestants.firstScreen({ params: {}, search: noSearch });
  return ssrData(paths, (p) => candidatePages(ALL)({ query: new URL(p, 'http://x').searchParams } as Call).body as CandidatePage);
};
// Issue #33: her charity drive's progress comes with her answer.
const DRIVE = { raised: { INR: 5000, USD: 0 }, target: { INR: 25_000, USD: 300 }, donors: 3, percent: 20 };
const voteData = (answer: unknown) =>
  ssrData(contestantVote.firstScreen({ params: { id: PRIYA._id }, search: noSearch }), (p) =>
    p.endsWith('/fundraising') ? DRIVE : answer,
  );

/** The page at `url` as the app routes it (the vote page reads her id from the route). */
function Page({ url, data, children }: { url: string; data: SsrData; children: ReactNode }) {
  const path = url.startsWith('/contestants/vote/') ? '/contestants/vote/:id' : '/contestants';
  return (
    <SsrDataProvider value={data}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={children} />
        </Routes>
      </MemoryRouter>
    </SsrDataProvider>
  );
}

beforeEach(() => FakeIntersectionObserver.install());

describe('the first screens name the answers their hooks ask for', () => {
  it('/contestants: the unfiltered first page of ten, which feeds both the podium and the grid', () => {
    expect(contestants.firstScreen({ params: {}, search: noSearch })).toEqual(['/candidates/fetch?page=1&limit=10&search=']);
  });

  it('/contestants/vote/:id: her own answer, with the id encoded as the page encodes it', () => {
    expect(contestantVote.firstScreen({ params: { id: 'p-7' }, search: noSearch })).toEqual([
      '/candidates/fetchbyid/p-7',
      '/candidates/p-7/fundraising',
    ]);
    expect(contestantVote.firstScreen({ params: { id: 'a b' }, search: noSearch })).toEqual([
      '/candidates/fetchbyid/a%20b',
      '/candidates/a%20b/fundraising',
    ]);
    expect(contestantVote.firstScreen({ params: {}, search: noSearch })).toEqual([]);
  });
});

describe('/contestants from the server data', () => {
  it('shows the podium, the first ten cards and the count on the first render, without a request', async () => {
    const calls = mockApi(candidatePages(ALL));
    render(
      <Page url="/contestants" data={contestantsData()}>
        <ContestantsPage />
      </Page>,
    );
    expect(calls).toHaveLength(0);
    expect(podiumLabels()).toEqual(['2nd place: Contestant 02', '1st place: Contestant 01', '3rd place: Contestant 03']);
    expect(cardNames()).toEqual(ALL.slice(0, 10).map((c) => c.name));
    expect(screen.queryByTestId('podium-skeleton')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('candidate-skeleton')).toHaveLength(0);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '25 contestants')).toBeInTheDocument();
    // The rest of the grid keeps its slots, and scrolling to them still loads page 2.
    expect(screen.getAllByTestId('candidate-placeholder')).toHaveLength(15);
    await FakeIntersectionObserver.reachEnd();
    expect(calls.map((c) => c.query.get('page'))).toContain('2');
    expect(cardNames()).toHaveLength(20);
  });

  // Issue #32: twenty slots of twelve elements each were a quarter of the page's DOM, all styled and laid out again.
  it('holds each slot of a contestant still to come as the cell and its five bars, no skeleton inside', () => {
    mockApi(candidatePages(ALL));
    render(
      <Page url="/contestants" data={contestantsData()}>
        <ContestantsPage />
      </Page>,
    );
    const slots = screen.getAllByTestId('candidate-placeholder');
    expect(slots).toHaveLength(15);
    const shape = (slot: HTMLElement) =>
      `${slot.tagName} ${slot.getAttribute('aria-hidden')} ${slot.querySelectorAll('*').length} ${slot.childElementCount}`;
    expect(slots.map(shape)).toEqual(Array.from({ length: 15 }, () => 'LI true 5 5'));
    expect(slots[0]).toHaveClass('card-slot');
  });

  it('re-reads the counts once it listens for live votes: the server’s answer may be seconds old', async () => {
    const now = ALL.map((c) => (c._id === 'c03' ? { ...c, voteCount: 30_000 } : c));
    const calls = mockApi(candidatePages(now));
    render(
      <Page url="/contestants" data={contestantsData()}>
        <ContestantsPage />
      </Page>,
    );
    expect(within(screen.getByRole('article', { name: 'Contestant 03' })).getByTestId('vote-count')).toHaveTextContent('23,000');
    await liveVotesSubscribed();
    // The status is read again too (issue #15: hidden counts or a reveal may have come since the page was rendered).
    const reads = calls.filter((c) => c.path !== '/api/event/status');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((c) => c.path === '/api/candidates/fetch' && c.query.get('page') === '1' && !c.query.get('search'))).toBe(true);
    expect(within(screen.getByRole('article', { name: 'Contestant 03' })).getByTestId('vote-count')).toHaveTextContent('30,000');
    expect(podiumLabels()).toEqual(['2nd place: Contestant 01', '1st place: Contestant 03', '3rd place: Contestant 02']);
    // Read in place: the grid keeps its order.
    expect(cardNames().slice(0, 3)).toEqual(['Contestant 01', 'Contestant 02', 'Contestant 03']);
  });
});

describe('/contestants/vote/:id from the server data', () => {
  it('shows her card and vote circle on the first render, without a request', () => {
    const calls = mockApi(() => ({ body: PRIYA }));
    render(
      <Page url="/contestants/vote/p-7" data={voteData(PRIYA)}>
        <ContestantVotePage />
      </Page>,
    );
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: `Vote for ${PRIYA.name}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: PRIYA.name })).toBeInTheDocument();
    expect(screen.getByTestId('vote-circle')).toHaveTextContent('9,990');
    expect(screen.queryByText('Loading contestant…')).not.toBeInTheDocument();
  });

  it('shows her charity drive’s progress on the first render, without a request (issue #33)', () => {
    const calls = mockApi(() => ({ body: PRIYA }));
    render(
      <Page url="/contestants/vote/p-7" data={voteData(PRIYA)}>
        <ContestantVotePage />
      </Page>,
    );
    expect(calls).toHaveLength(0);
    const drive = screen.getByRole('region', { name: 'Her charity drive' });
    expect(within(drive).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(within(drive).getByTestId('drive-donors')).toHaveTextContent('3 donors');
  });

  it('says she is not found when the server found nobody, without asking again', () => {
    const calls = mockApi(() => ({ body: PRIYA }));
    render(
      <Page url="/contestants/vote/p-7" data={voteData(null)}>
        <ContestantVotePage />
      </Page>,
    );
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Contestant not found' })).toBeInTheDocument();
  });

  it('re-reads her count quietly once it listens for live votes', async () => {
    const calls = mockApi(() => ({ body: { ...PRIYA, voteCount: 10_100 } }));
    render(
      <Page url="/contestants/vote/p-7" data={voteData(PRIYA)}>
        <ContestantVotePage />
      </Page>,
    );
    await liveVotesSubscribed();
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/candidates/fetchbyid/p-7', '/api/event/status']);
    expect(screen.getByTestId('vote-circle')).toHaveTextContent('10,100');
  });
});

describe('hydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** Server HTML in, hydrateRoot over it: any difference is a recoverable error or a console error. */
  async function hydrate(ui: ReactNode) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const recoverable: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (err) => recoverable.push(err) });
    });
    const logged = consoleError.mock.calls.map((args) => String(args[0]));
    consoleError.mockRestore();
    return { container, serverHtml, recoverable, logged };
  }

  it('/contestants: the server HTML has the h1, podium and first cards, and hydrates without a mismatch', async () => {
    mockApi(candidatePages(ALL));
    const ui = (
      <Page url="/contestants" data={contestantsData()}>
        <ContestantsPage />
      </Page>
    );
    const { container, serverHtml, recoverable, logged } = await hydrate(ui);
    expect(serverHtml).toContain('Meet the Contestants</h1>');
    expect(serverHtml).toContain('1st place: Contestant 01');
    expect(serverHtml).toContain('Contestant 10');
    expect(serverHtml).not.toContain('podium-skeleton');
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    // After hydration the share links carry the full address the browser knows.
    const wa = within(container).getAllByRole('link', { name: /^Share Contestant 01 on WhatsApp/ })[0];
    expect(decodeURIComponent(wa?.getAttribute('href') ?? '')).toContain('http://localhost/contestants/vote/c01');
  });

  it('/contestants back from the gateway: the payment dialog opens once the page is live, not in the server HTML', async () => {
    mockApi(candidatePages(ALL));
    const ui = (
      <Page url="/contestants?status=SUCCESS&candidateName=Contestant%2004&votes=5&amount=500&txnid=T9" data={contestantsData()}>
        <ContestantsPage />
      </Page>
    );
    const { serverHtml, recoverable, logged } = await hydrate(ui);
    expect(serverHtml).not.toContain('role="dialog"');
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Thank you for voting!' })).toHaveTextContent('T9');
  });

  it('/contestants/vote/:id: the server HTML has her name, photo and circle, and hydrates without a mismatch', async () => {
    mockApi(() => ({ body: PRIYA }));
    const ui = (
      <Page url="/contestants/vote/p-7" data={voteData(PRIYA)}>
        <ContestantVotePage />
      </Page>
    );
    const { serverHtml, recoverable, logged } = await hydrate(ui);
    expect(serverHtml).toContain(`Vote for ${PRIYA.name}</h1>`);
    expect(serverHtml).toContain('data-testid="vote-circle"');
    expect(serverHtml).toContain('9,990');
    expect(serverHtml).toContain(PRIYA.imageUrl);
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
  });
});
