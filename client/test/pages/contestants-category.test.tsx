import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { CandidateDto } from '@pageant/common/content/voting';
import { renderRoutes } from '../render-routes';
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

jest.unstable_mockModule('@/api/socket', socketModule);
const { default: ContestantsPage } = await import('@/pages/contestants/contestants-page');
const { firstScreen, FIRST_PAGE_PATH } = await import('@/pages/contestants/first-screen');

/** Odd ones Miss, even ones Mrs, each with a city. */
const ALL: CandidateDto[] = makeCandidates(24).map((c, i) => ({ ...c, category: i % 2 ? 'Mrs' : 'Miss', city: `City ${i + 1}` }));
const namesOf = (category: 'Miss' | 'Mrs') => ALL.filter((c) => c.category === category).map((c) => c.name);
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/candidates/fetch');

async function renderAt(entry: string) {
  const { router } = renderRoutes([{ path: '/contestants', element: <ContestantsPage /> }], { initialEntries: [entry] });
  await act(async () => {});
  await liveVotesSubscribed();
  return router;
}
const choose = async (label: 'All' | 'Miss' | 'Mrs') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: label }));
  });
};

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('/contestants category filter', () => {
  it('opens a shared ?category=Mrs link on the Mrs contestants only, with the podium still of everyone', async () => {
    const calls = mockApi(candidatePages(ALL));
    await renderAt('/contestants?category=Mrs');
    expect(screen.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    expect(cardNames()).toEqual(namesOf('Mrs').slice(0, 10));
    expect(listCalls(calls).some((c) => c.query.get('category') === 'Mrs' && c.query.get('page') === '1')).toBe(true);
    // The podium asks for the leaders of all, without a category.
    expect(listCalls(calls).some((c) => !c.query.has('category'))).toBe(true);
    expect(podiumLabels()).toEqual(['2nd place: Contestant 02', '1st place: Contestant 01', '3rd place: Contestant 03']);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '12 Mrs contestants')).toBeInTheDocument();
  });

  it('puts the choice in the URL, starts again at page 1 and keeps the search', async () => {
    jest.useFakeTimers();
    const calls = mockApi(candidatePages(ALL));
    const router = await renderAt('/contestants');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await FakeIntersectionObserver.reachEnd();
    expect(listCalls(calls).at(-1)?.query.get('page')).toBe('2');

    await choose('Miss');
    expect(router.state.location.search).toBe('?category=Miss');
    const miss = listCalls(calls).at(-1)!.query;
    expect([miss.get('category'), miss.get('page')]).toEqual(['Miss', '1']);
    expect(cardNames()).toEqual(namesOf('Miss').slice(0, 10));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contestants' }), { target: { value: 'Contestant 1' } });
    // The bar's 200 ms, then the list's 500 ms (each starts when the one before has settled).
    for (const ms of [200, 500])
      await act(async () => {
        jest.advanceTimersByTime(ms);
      });
    const both = listCalls(calls).at(-1)!.query;
    expect([both.get('category'), both.get('search')]).toEqual(['Miss', 'Contestant 1']);
    expect(cardNames()).toEqual(namesOf('Miss').filter((n) => n.startsWith('Contestant 1')));

    await choose('Mrs');
    const mrs = listCalls(calls).at(-1)!.query;
    expect([mrs.get('category'), mrs.get('search'), mrs.get('page')]).toEqual(['Mrs', 'Contestant 1', '1']);
    expect(cardNames()).toEqual(namesOf('Mrs').filter((n) => n.startsWith('Contestant 1')));

    await choose('All');
    expect(router.state.location.search).toBe('');
    expect(listCalls(calls).at(-1)!.query.has('category')).toBe(false);
  });

  it("renders a shared link's category on the server: its first page comes with the HTML, beside the podium's", () => {
    const paths = (query: string) => firstScreen({ params: {}, search: new URLSearchParams(query) });
    expect(paths('category=Mrs')).toEqual([FIRST_PAGE_PATH, '/candidates/fetch?page=1&limit=10&search=&category=Mrs']);
    // Anything but Miss or Mrs is everyone: one answer serves the podium and the grid.
    expect(paths('category=Ms')).toEqual([FIRST_PAGE_PATH]);
    expect(paths('')).toEqual([FIRST_PAGE_PATH]);
  });

  it('says so when no one is in the category, and offers everyone', async () => {
    mockApi(candidatePages(ALL.map((c) => ({ ...c, category: 'Miss' as const }))));
    const router = await renderAt('/contestants?category=Mrs');
    expect(screen.getByText('No Mrs contestants to show yet')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show all contestants' }));
    });
    expect(router.state.location.search).toBe('');
    expect(cardNames()).toHaveLength(10);
  });
});
