import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The node build, as the server uses it (the browser build jest would pick needs MessageChannel).
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter } from 'react-router-dom';
import type { Transparency } from '@pageant/common/content/transparency';
import TransparencyPage from '@/pages/transparency/transparency-page';
import { firstScreen } from '@/pages/transparency/first-screen';
import { SsrDataProvider, type SsrData } from '@/ssr/ssr-data';
import { mockFetch } from '../fetch-stub';
import { hydrateHtml, removeHydrated } from '../hydrate-html';

const FIGURES: Transparency = {
  votes: {
    total: 148_250,
    payments: 312,
    byCandidate: [
      { candidateId: 'c2', name: 'Bela Kapoor', votes: 100_000 },
      { candidateId: 'c1', name: 'Ananya Sharma', votes: 48_250 },
    ],
    countsHidden: false,
    asOf: null,
  },
  donations: {
    total: '3530.00',
    count: 2,
    meals: 70,
    byCurrency: { INR: { total: '3530.00', count: 2, mealPrice: 50 }, USD: { total: '0.00', count: 0, mealPrice: 0.6 } },
  },
  ledgerFingerprints: [
    { date: '2026-11-23', count: 200, sha256: 'a'.repeat(64) },
    { date: '2026-11-24', count: 112, sha256: 'b'.repeat(64) },
  ],
  drives: [
    { candidateId: 'c1', name: 'Ananya Sharma', raised: { INR: 5000, USD: 100 }, donors: 2 },
    { candidateId: 'c2', name: 'Bela Kapoor', raised: { INR: 1200, USD: 0 }, donors: 1 },
  ],
  generalFund: { INR: 2330, USD: 0 },
};

const HIDDEN: Transparency = {
  ...FIGURES,
  votes: {
    ...FIGURES.votes,
    countsHidden: true,
    // 21:00 in Mumbai.
    asOf: '2026-12-05T15:30:00.000Z',
    byCandidate: [
      { candidateId: 'c1', name: 'Ananya Sharma', votes: null },
      { candidateId: 'c2', name: 'Bela Kapoor', votes: null },
    ],
  },
};

const tree = (data: SsrData = {}) => (
  <SsrDataProvider value={data}>
    <MemoryRouter initialEntries={['/transparency']}>
      <TransparencyPage />
    </MemoryRouter>
  </SsrDataProvider>
);

afterEach(() => {
  removeHydrated();
  cleanup();
  jest.restoreAllMocks();
});

const figure = (label: RegExp) => screen.getByText(label).closest('li')!;

describe('/transparency', () => {
  it("renders the server's answer into the HTML, hydrates without a mismatch and fetches nothing", async () => {
    const { calls } = mockFetch(() => new Promise(() => {}));
    const [path] = firstScreen({ params: {}, search: new URLSearchParams() });
    const data = { [path!]: FIGURES };
    const html = renderToString(tree(data));
    expect(html).toContain('1,48,250');
    expect(html).toContain('b'.repeat(64));

    const mismatches = await hydrateHtml(html, tree(data));
    expect(mismatches).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('shows rupees and dollars raised apart, never added, and the meal price in each', async () => {
    const both: Transparency = {
      ...FIGURES,
      donations: {
        total: '3530.00',
        count: 2,
        meals: 170,
        byCurrency: { INR: { total: '3530.00', count: 2, mealPrice: 50 }, USD: { total: '60.00', count: 1, mealPrice: 0.6 } },
      },
    };
    mockFetch(({ path }) => (path === '/api/transparency' ? { body: both } : undefined));
    render(tree());

    const raised = await screen.findByText(/raised in 3 donations/);
    const tile = raised.closest('li')!;
    expect(within(tile).getByText('₹3,530')).toHaveClass('figures');
    expect(within(tile).getByText('$60')).toHaveClass('figures');
    expect(figure(/meals funded/)).toHaveTextContent('170meals funded, at ₹50 or $0.60 a meal');
  });

  it('shows the totals, each contestant in order and the fingerprints newest first, in tabular figures', async () => {
    mockFetch(({ path }) => (path === '/api/transparency' ? { body: FIGURES } : undefined));
    render(tree());
    expect(await screen.findByText('votes counted, after refunds')).toBeInTheDocument();
    expect(figure(/votes counted/)).toHaveTextContent('1,48,250');
    expect(figure(/paid vote payments behind them/)).toHaveTextContent('312');
    expect(figure(/raised in 2 donations/)).toHaveTextContent('₹3,530');
    expect(figure(/meals funded/)).toHaveTextContent('70');
    expect(within(figure(/votes counted/)).getByText('1,48,250')).toHaveClass('figures');
    // No dollar donations yet: no '$0' on the page.
    expect(figure(/raised in 2 donations/)).not.toHaveTextContent('$');
    expect(figure(/meals funded/)).toHaveTextContent('at ₹50 a meal');

    const rows = within(screen.getByRole('table', { name: 'Votes per contestant' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1Bela Kapoor1,00,000', '2Ananya Sharma48,250']);

    const days = within(screen.getByRole('list', { name: /Daily ledger fingerprints/ })).getAllByRole('listitem');
    expect(days[0]).toHaveTextContent('24 Nov 2026');
    expect(days[0]).toHaveTextContent('112 rows');
    expect(days[0]).toHaveTextContent('b'.repeat(64));
    expect(days[1]).toHaveTextContent('23 Nov 2026');
    // Live figures: no "as of" note.
    expect(screen.queryByText(/Vote figures as of/)).toBeNull();
  });

  it('lists each charity drive, rupees and dollars apart, with its donors, beside the general fund (issue #33)', async () => {
    mockFetch(({ path }) => (path === '/api/transparency' ? { body: FIGURES } : undefined));
    render(tree());
    const section = await screen.findByRole('region', { name: 'Charity drives' });
    const rows = within(within(section).getByRole('table', { name: 'Donations per charity drive' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Ananya Sharma₹5,000$1002', 'Bela Kapoor₹1,200$01']);
    // The phone's cards carry the same figures.
    const cards = within(within(section).getByRole('list', { name: 'Donations per charity drive' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Ananya Sharma');
    expect(cards[0]).toHaveTextContent('₹5,000');
    expect(cards[0]).toHaveTextContent('$100');
    const fund = within(section).getByTestId('general-fund');
    expect(fund).toHaveTextContent('₹2,330');
    expect(fund).toHaveTextContent('$0');
  });

  it('renders the drives into the HTML the server sends', () => {
    const [path] = firstScreen({ params: {}, search: new URLSearchParams() });
    const html = renderToString(tree({ [path!]: FIGURES }));
    expect(html).toContain('Charity drives');
    expect(html).toContain('₹5,000');
  });

  it('while the finale hides the counts, lists names only and says so', async () => {
    mockFetch(({ path }) => (path === '/api/transparency' ? { body: HIDDEN } : undefined));
    render(tree());
    expect(await screen.findByText(/Counts are hidden for the finale/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Votes per contestant' });
    expect(within(table).queryByRole('columnheader', { name: '#' })).toBeNull();
    expect(within(table).getAllByText('Hidden')).toHaveLength(2);
    expect(table).not.toHaveTextContent('1,00,000');
  });

  it('while the finale hides the counts, says the vote figures are those of the moment counts were hidden (issue #26)', async () => {
    mockFetch(({ path }) => (path === '/api/transparency' ? { body: HIDDEN } : undefined));
    render(tree());
    expect(await screen.findByText('Vote figures as of 21:00 IST on 5 Dec 2026, when counts were hidden.')).toBeInTheDocument();
    expect(screen.getByText(/Votes paid since then are in the ledger/)).toBeInTheDocument();
  });

  it('renders the "as of" note into the HTML the server sends too', () => {
    const [path] = firstScreen({ params: {}, search: new URLSearchParams() });
    const html = renderToString(tree({ [path!]: HIDDEN }));
    expect(html).toContain('Vote figures as of 21:00 IST on 5 Dec 2026, when counts were hidden.');
  });

  it('when the figures cannot be loaded, says so and tries again on request', async () => {
    let fail = true;
    const { calls } = mockFetch(({ path }) =>
      path === '/api/transparency' ? (fail ? { status: 503, body: {} } : { body: FIGURES }) : undefined,
    );
    const user = userEvent.setup();
    render(tree());
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('votes counted, after refunds')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
