import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOTING_MSG, type CandidateDto, type VoteLedger } from '@pageant/common/content/voting';
import type { Reply, Route } from '../fetch-stub';
import { columnHeaders } from '../table-queries';
import { broadcastVote, candidatePages, managerHandlers, socketHandlers, socketModule } from '../components/voting/voting-harness';

// The real socket would try to reach a server; the page only needs subscribe and the manager's reconnect hook.
jest.unstable_mockModule('@/api/socket', socketModule);

const { renderAdmin, resetAdminState } = await import('./admin-harness');
const { mockFetch } = await import('../fetch-stub');
const { DEFAULT_AVATAR } = await import('@/admin/votes/default-avatar');

/** 30 candidates with distinct counts; names run the other way so name order differs from vote order. */
const makeCandidates = (n = 30): CandidateDto[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `c${i + 1}`,
    name: `Name ${String(n - i).padStart(3, '0')}`,
    imageUrl: i === 4 ? '' : `https://cdn.test/c${i + 1}.webp`,
    voteCount: 1000 + ((i * 37) % n) * 10,
    category: null,
    city: '',
    bio: '',
  }));

const LEDGER: VoteLedger = {
  entries: [
    {
      _id: 'v1',
      createdAt: '2026-11-20T10:15:00.000Z',
      candidateId: 'c1',
      candidateName: 'Name 030',
      votes: 750,
      amount: '37500.00',
      currency: 'INR',
      txnid: 'TXN-AAA-1',
      voterName: 'Ravi',
    },
    {
      _id: 'v2',
      createdAt: '2026-11-20T09:00:00.000Z',
      candidateId: 'c2',
      candidateName: 'Name 029',
      votes: 3,
      amount: '3.75',
      currency: 'USD',
      txnid: 'TXN-BBB-2',
      voterName: null,
    },
  ],
  totalVotes: 753,
  totalRevenue: '37500.00',
  revenueByCurrency: { INR: '37500.00', USD: '3.75' },
  totalPayments: 2,
  page: 1,
  totalPages: 2,
};

function votesApi(list: CandidateDto[], route: Route = () => undefined) {
  const { calls: requests } = mockFetch((req) => {
    const reply = route(req);
    if (reply) return reply;
    if (req.path === '/api/admin/check') return { body: { success: true, username: 'admin', role: 'owner' } };
    if (req.path === '/api/event/status') return { body: { isActive: true } };
    if (req.path === '/api/votes/ledger') return { body: { ...LEDGER, page: Number(req.query.get('page')) } };
    if (req.path === '/api/candidates/fetch') return candidatePages(list)(req);
    return undefined;
  });
  return { requests, of: (path: string) => requests.filter((r) => r.path === path) };
}

const votesTable = () => screen.findByRole('table', { name: 'Candidate votes' });
const rows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const names = (t: HTMLElement) => rows(t).map((r) => within(r).getByRole('rowheader').textContent);
const votes = (t: HTMLElement) => rows(t).map((r) => Number(within(r).getAllByRole('cell').at(-1)!.textContent!.replace(/,/g, '')));
const header = (t: HTMLElement, name: string) => within(t).getByRole('columnheader', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  socketHandlers.clear();
  managerHandlers.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetAdminState();
});

/**
 * Live updates subscribed, and the re-read that subscribing starts done: a vote paid between the
 * page's first read and the (idle-time) subscription would otherwise never reach the table.
 */
async function live(of: (path: string) => unknown[], pagesPerRead = 1) {
  await waitFor(() => expect(socketHandlers.has('vote:update')).toBe(true));
  await waitFor(() => expect(of('/api/candidates/fetch')).toHaveLength(2 * pagesPerRead));
}

describe('Admin Voting Dashboard', () => {
  it('orders by votes, highest first, with the top 10 strip and medals for ranks 1 to 3', async () => {
    const list = makeCandidates();
    votesApi(list);
    renderAdmin('/admin/votes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Voting Dashboard' })).toBeInTheDocument();
    const t = await votesTable();
    expect(columnHeaders(t)).toEqual(['#', 'Name', 'Image', 'Votes']);
    const counts = votes(t);
    expect(counts).toHaveLength(10);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(Math.max(...list.map((c) => c.voteCount)));
    expect(header(t, 'Votes')).toHaveAttribute('aria-sort', 'descending');
    expect(header(t, 'Name')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    const strip = screen.getByRole('list', { name: 'Top candidates' });
    const items = within(strip).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    expect(within(items[2]!).getByRole('img', { name: 'Bronze medal' })).toBeInTheDocument();
    expect(within(items[3]!).queryByRole('img', { name: /medal/ })).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent(names(t)[0]!);
    expect(items[0]).toHaveTextContent(`${counts[0]!.toLocaleString('en-IN')} votes`);
  });

  it('sorts by Name and Votes, the active column toggling its direction', async () => {
    votesApi(makeCandidates());
    const user = userEvent.setup();
    renderAdmin('/admin/votes');
    const t = await votesTable();

    await user.click(within(header(t, 'Votes')).getByRole('button'));
    expect(header(t, 'Votes')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = votes(t);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(1000);

    await user.click(within(header(t, 'Name')).getByRole('button'));
    expect(header(t, 'Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header(t, 'Votes')).toHaveAttribute('aria-sort', 'none');
    expect(names(t).slice(0, 3)).toEqual(['Name 001', 'Name 002', 'Name 003']);

    await user.click(within(header(t, 'Name')).getByRole('button'));
    expect(header(t, 'Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names(t).slice(0, 3)).toEqual(['Name 030', 'Name 029', 'Name 028']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("pages with Previous, 'Page x of y' and Next, numbering rows across pages", async () => {
    votesApi(makeCandidates());
    const user = userEvent.setup();
    renderAdmin('/admin/votes');
    const t = await votesTable();
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    const firstPage = names(t);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(rows(t)[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(names(t).some((n) => firstPage.includes(n))).toBe(false);

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads every candidate page from the server so sorting and paging cover them all', async () => {
    const { of } = votesApi(makeCandidates(150));
    renderAdmin('/admin/votes');
    await votesTable();
    expect(screen.getByText('Page 1 of 15')).toBeInTheDocument();
    await live(of, 2);
    expect(of('/api/candidates/fetch').map((r) => `${r.query.get('page')}/${r.query.get('limit')}`)).toEqual([
      '1/100',
      '2/100',
      '1/100',
      '2/100',
    ]);
  });

  it("searches the names it holds, back on page 1, and says 'No candidates found.' when none match", async () => {
    const { of } = votesApi(makeCandidates());
    const user = userEvent.setup();
    renderAdmin('/admin/votes');
    const t = await votesTable();
    await live(of);
    await user.click(within(screen.getByRole('navigation', { name: 'Candidate pages' })).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'name 01');
    expect(names(t).sort()).toEqual([
      'Name 010',
      'Name 011',
      'Name 012',
      'Name 013',
      'Name 014',
      'Name 015',
      'Name 016',
      'Name 017',
      'Name 018',
      'Name 019',
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    // Searching filters what it holds: no read beyond the first and the subscription's.
    expect(of('/api/candidates/fetch')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'zzz');
    expect(screen.getByText(VOTING_MSG.noneFound)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Candidate votes' })).not.toBeInTheDocument();
  });

  it('shows the default avatar for a missing photo and for one that fails to load', async () => {
    votesApi(makeCandidates());
    renderAdmin('/admin/votes');
    const t = await votesTable();
    const missing = makeCandidates()[4]!;
    const row = rows(t).find((r) => within(r).getByRole('rowheader').textContent === missing.name)!;
    expect(within(row).getByRole('img', { name: missing.name })).toHaveAttribute('src', DEFAULT_AVATAR);

    const other = within(rows(t)[0]!).getByRole('img');
    expect(other.getAttribute('src')).toMatch(/^https:\/\/cdn\.test\//);
    fireEvent.error(other);
    expect(other).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it("shows a spinner while loading, 'Failed to fetch candidates' on failure, and 'No candidates found.' for none", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let reply: Reply | undefined = { status: 500, body: null };
    votesApi([], (req) => (req.path === '/api/candidates/fetch' ? reply : undefined));
    const api = globalThis.fetch;
    let first = true;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('/candidates/fetch') && first) {
        first = false;
        await held;
      }
      return api(...args);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderAdmin('/admin/votes');

    expect(await screen.findByText('Loading candidates…')).toBeInTheDocument();
    release();
    expect(await screen.findByText(VOTING_MSG.fetchFailed)).toBeInTheDocument();

    reply = undefined;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(VOTING_MSG.noneFound)).toBeInTheDocument();
  });

  it('applies a vote:update in place and re-sorts, the strip included, then re-reads the ledger', async () => {
    const list = makeCandidates();
    const { of } = votesApi(list);
    renderAdmin('/admin/votes');
    const t = await votesTable();
    await live(of);
    const last = [...list].sort((a, b) => a.voteCount - b.voteCount)[0]!;
    expect(names(t)).not.toContain(last.name);
    const ledgerReads = of('/api/votes/ledger').length;
    const candidateReads = of('/api/candidates/fetch').length;

    broadcastVote({ candidateId: last._id, name: last.name, voteCount: 99_999 });

    expect(names(t)[0]).toBe(last.name);
    expect(votes(t)[0]).toBe(99_999);
    const strip = screen.getByRole('list', { name: 'Top candidates' });
    expect(within(strip).getAllByRole('listitem')[0]).toHaveTextContent(last.name);
    expect(within(strip).getAllByRole('listitem')[0]).toHaveTextContent('99,999 votes');
    // Applied in place: the update itself reads nothing.
    expect(of('/api/candidates/fetch')).toHaveLength(candidateReads);
    await waitFor(() => expect(of('/api/votes/ledger').length).toBe(ledgerReads + 1), { timeout: 2500 });

    // A late, older update changes nothing.
    broadcastVote({ candidateId: last._id, name: last.name, voteCount: 5_000 });
    expect(votes(t)[0]).toBe(99_999);

    // A reconnect re-reads everything, since updates sent while away are not replayed; a list read
    // before the update reached the database does not undo the live count.
    act(() => managerHandlers.get('reconnect')?.());
    await waitFor(() => expect(of('/api/candidates/fetch')).toHaveLength(candidateReads + 1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    expect(names(t)[0]).toBe(last.name);
    expect(votes(t)[0]).toBe(99_999);
  });

  it('lists the latest vote payments with totals, pages them, and Refresh re-reads candidates and ledger', async () => {
    const { of } = votesApi(makeCandidates());
    const user = userEvent.setup();
    renderAdmin('/admin/votes');
    const ledger = await screen.findByRole('table', { name: 'Vote payments' });

    expect(columnHeaders(ledger)).toEqual(['Time', 'Candidate', 'Votes', 'Amount', 'Transaction ID']);
    const first = rows(ledger)[0]!;
    expect(first).toHaveTextContent('Name 030');
    expect(first).toHaveTextContent('by Ravi');
    expect(first).toHaveTextContent('750');
    expect(first).toHaveTextContent('₹37,500.00INR');
    // A dollar payment in dollars, its currency beside it (issue #17).
    expect(rows(ledger)[1]).toHaveTextContent('$3.75USD');
    expect(first).toHaveTextContent('TXN-AAA-1');
    expect(within(first).getAllByText(/2026/)[0]!.closest('time')).toHaveAttribute('dateTime', '2026-11-20T10:15:00.000Z');
    expect(within(first).getAllByText(/2026/)[0]!.closest('time')).toHaveTextContent('20 Nov 2026, 3:45 pm IST');
    const totals = screen.getByLabelText('Vote totals');
    expect(totals).toHaveTextContent('Total votes753');
    // Per currency, never one sum of rupees and dollars.
    expect(totals).toHaveTextContent('Revenue (INR)₹37,500.00');
    expect(totals).toHaveTextContent('Revenue (USD)$3.75');
    expect(totals).not.toHaveTextContent('37,503');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/votes/ledger.csv');
    expect(totals).toHaveTextContent('Payments2');
    expect(of('/api/votes/ledger')[0]!.query.get('page')).toBe('1');

    const pages = screen.getByRole('navigation', { name: 'Vote payment pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(of('/api/votes/ledger').at(-1)!.query.get('page')).toBe('2'));
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();

    const before = { candidates: of('/api/candidates/fetch').length, ledger: of('/api/votes/ledger').length };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(of('/api/candidates/fetch')).toHaveLength(before.candidates + 1));
    await waitFor(() => expect(of('/api/votes/ledger')).toHaveLength(before.ledger + 1));
    expect(of('/api/votes/ledger').at(-1)!.query.get('page')).toBe('2');
  });

  it('keeps the candidates on screen when the ledger cannot load, and says why', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    votesApi(makeCandidates(), (req) => (req.path === '/api/votes/ledger' ? { status: 500, body: null } : undefined));
    renderAdmin('/admin/votes');
    await votesTable();
    expect(await screen.findByText('Failed to fetch vote payments')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Candidate votes' })).toBeInTheDocument();
  });
});
