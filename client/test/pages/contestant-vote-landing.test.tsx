import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { CandidateDto } from '@pageant/common/content/voting';
import {
  FakeIntersectionObserver,
  liveVotesSubscribed,
  makeCandidates,
  mockApi,
  socketModule,
  type Call,
} from '../components/voting/voting-harness';
import { renderRoutes } from '../render-routes';

jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm: jest.fn(), goToCheckout: jest.fn() }));
jest.unstable_mockModule('@/api/socket', socketModule);
const { default: ContestantVotePage } = await import('@/pages/contestant-vote/contestant-vote-page');
// The vote modal's code loads on the first click: on the shared test machine that can outlast findBy's default second.
const MODAL_LOADS = { timeout: 10_000 };

/** Issue #29: the vote page as the landing page of a shared link: who she is, a Vote bar that follows, and the others. */

const PRIYA: CandidateDto = {
  _id: 'p-7',
  name: 'Priya Mehta Kapoor',
  imageUrl: '/uploads/priya.webp',
  voteCount: 9_990,
  category: 'Mrs',
  city: 'Pune',
  bio: 'Teacher, runner, and the voice of her village choir.',
};
const OTHERS = makeCandidates(12).map((c, i) => ({ ...c, category: i % 2 ? ('Miss' as const) : ('Mrs' as const), city: `City ${i + 1}` }));
// The list's first page as the server answers it: her among the others.
const LIST = [OTHERS[0]!, PRIYA, ...OTHERS.slice(1, 11)];

type Route = (call: Call) => { status?: number; body?: unknown } | Promise<{ body?: unknown }> | undefined;
const answers =
  (list: Route = () => ({ body: { candidates: LIST, totalPages: 3, totalCount: 30, page: 1 } })): Route =>
  (call) => {
    if (call.path === `/api/candidates/fetchbyid/${PRIYA._id}`) return { body: PRIYA };
    if (call.path === '/api/candidates/fetch') return list(call);
    return undefined;
  };

async function renderAt() {
  renderRoutes([{ path: '/contestants/vote/:id', element: <ContestantVotePage /> }], {
    initialEntries: [`/contestants/vote/${PRIYA._id}`],
  });
  await act(async () => {});
  await liveVotesSubscribed();
}

const strip = () => screen.getByRole('region', { name: 'Other contestants' });
const voteBar = () => screen.getByTestId('vote-bar');

/** What an IntersectionObserver reports for the card's Vote button: in view, or scrolled above the screen. */
async function cardVoteIs(where: 'in view' | 'above') {
  const button = screen.getByTestId('card-vote');
  await act(async () => {
    for (const o of FakeIntersectionObserver.instances.filter((x) => x.connected && x.targets.has(button))) {
      const entry = { target: button, isIntersecting: where === 'in view', boundingClientRect: { top: where === 'above' ? -120 : 300 } };
      o.callback([entry as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  });
}

afterEach(() => {
  act(() => toast.remove());
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

describe('/contestants/vote/:id as a landing page (issue #29)', () => {
  it('names her category and city beside her name, and her bio below', async () => {
    mockApi(answers());
    await renderAt();
    const card = screen.getByRole('article', { name: PRIYA.name });
    expect(within(card).getByText('Mrs')).toBeInTheDocument();
    expect(within(card).getByText('Pune')).toBeInTheDocument();
    expect(screen.getByText(PRIYA.bio)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Vote for ${PRIYA.name}`);
  });

  it('without a category, city or bio it shows none of them, and no empty boxes', async () => {
    mockApi((call) =>
      call.path.startsWith('/api/candidates/fetchbyid') ? { body: { ...PRIYA, category: null, city: '', bio: '' } } : undefined,
    );
    await renderAt();
    const card = screen.getByRole('article', { name: PRIYA.name });
    expect(within(card).queryByText(/^(Miss|Mrs)$/)).not.toBeInTheDocument();
    expect(within(card).queryByTestId('contestant-identity')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /About/ })).not.toBeInTheDocument();
  });

  it('the strip loads twelve from the list, leaves her out, and links each to her own vote page', async () => {
    const calls = mockApi(answers());
    await renderAt();
    const list = calls.find((c) => c.path === '/api/candidates/fetch');
    expect(list?.query.get('limit')).toBe('12');
    const links = within(within(strip()).getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links.map((a) => a.getAttribute('href'))).not.toContain(`/contestants/vote/${PRIYA._id}`);
    expect(links[0]).toHaveAttribute('href', `/contestants/vote/${OTHERS[0]!._id}`);
    expect(links[0]).toHaveAccessibleName(new RegExp(OTHERS[0]!.name));
    expect(within(links[0]!).getByText('City 1')).toBeInTheDocument();
    // Keyboard users can scroll it: the scroller itself takes focus.
    expect(within(strip()).getByTestId('strip-scroller')).toHaveAttribute('tabindex', '0');
  });

  it('while the strip loads it holds its place with skeleton cards', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi(answers(() => held.then(() => ({ body: { candidates: LIST, totalPages: 1, totalCount: 12, page: 1 } }))));
    await renderAt();
    expect(within(strip()).getAllByTestId('strip-skeleton').length).toBeGreaterThan(0);
    expect(within(within(strip()).getByRole('list')).queryAllByRole('link')).toHaveLength(0);
    await act(async () => release());
    expect(within(strip()).queryAllByTestId('strip-skeleton')).toHaveLength(0);
    expect(within(within(strip()).getByRole('list')).getAllByRole('link')).toHaveLength(11);
  });

  it('the Vote bar stays out of the way until her Vote button is scrolled past, then opens the vote modal for her', async () => {
    FakeIntersectionObserver.install();
    mockApi(answers());
    await renderAt();
    expect(voteBar()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('button', { name: 'Vote for Priya' })).toHaveLength(1);

    await cardVoteIs('above');
    expect(voteBar()).not.toHaveAttribute('aria-hidden');
    expect(within(voteBar()).getByText(PRIYA.name)).toBeInTheDocument();

    await cardVoteIs('in view');
    expect(voteBar()).toHaveAttribute('aria-hidden', 'true');

    await cardVoteIs('above');
    fireEvent.click(within(voteBar()).getByRole('button', { name: 'Vote for Priya' }));
    expect(await screen.findByRole('dialog', { name: 'Vote for Priya Mehta Kapoor' }, MODAL_LOADS)).toBeInTheDocument();
  });
});
