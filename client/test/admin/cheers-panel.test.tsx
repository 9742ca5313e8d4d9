import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCheer } from '@pageant/common/content/cheers-admin';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import type { Route } from '../fetch-stub';
import { socketModule } from '../components/voting/voting-harness';

// The votes screen subscribes to live updates; the panel under test needs no socket.
jest.unstable_mockModule('@/api/socket', socketModule);

const { renderAdmin, resetAdminState } = await import('./admin-harness');
const { mockFetch } = await import('../fetch-stub');

const CHEERS: AdminCheer[] = [
  {
    id: 'p1',
    candidateId: 'c1',
    candidateName: 'Asha Rao',
    name: 'Ravi',
    message: 'Go Asha!',
    votes: 750,
    at: '2026-11-20T10:15:00.000Z',
    hidden: false,
  },
  {
    id: 'p2',
    candidateId: 'c2',
    candidateName: 'Meera Iyer',
    name: 'A supporter',
    message: 'Meera all the way',
    votes: 1,
    at: '2026-11-20T09:00:00.000Z',
    hidden: true,
  },
];

function api(cheers: Route) {
  return mockFetch((req) => {
    if (req.path === '/api/admin/check') return { body: { success: true, username: 'admin', role: 'owner' } };
    if (req.path === '/api/event/status') return { body: { isActive: true } };
    if (req.path === '/api/votes/ledger')
      return { body: { entries: [], totalVotes: 0, totalRevenue: '0.00', totalPayments: 0, page: 1, totalPages: 0 } };
    if (req.path === '/api/candidates/fetch') return { body: { candidates: [], total: 0, page: 1, totalPages: 0 } };
    if (req.path.startsWith('/api/admin/cheers')) return cheers(req);
    return undefined;
  });
}

const cheersTable = () => screen.findByRole('table', { name: 'Cheers' });

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

describe('Cheers on the admin Votes screen', () => {
  it('lists each cheer with its contestant, its name and votes, and hides one with the server’s answer', async () => {
    const { calls } = api((req) => {
      if (req.method === 'GET') return { body: { cheers: CHEERS, total: 2, page: 1, totalPages: 1 } };
      if (req.method === 'PATCH' && req.path === '/api/admin/cheers/p1')
        return { body: { success: true, message: COCKPIT_MSG.cheerHidden, cheer: { ...CHEERS[0], hidden: true } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAdmin('/admin/votes');

    const table = await cheersTable();
    expect(await within(table).findByText('Go Asha!')).toBeInTheDocument();
    expect(within(table).getByText('from Ravi')).toBeInTheDocument();
    expect(within(table).getByText('750')).toBeInTheDocument();
    expect(within(table).getByText('Hidden')).toBeInTheDocument();
    // In IST, named (issue #32).
    expect(within(table).getByText('20 Nov 2026, 3:45 pm IST')).toHaveAttribute('dateTime', '2026-11-20T10:15:00.000Z');

    await user.click(within(table).getByRole('button', { name: 'Hide the cheer from Ravi for Asha Rao' }));
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Show the cheer from Ravi for Asha Rao' })).toBeInTheDocument());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/admin/cheers/p1', body: { hidden: true } });
    expect(await screen.findByText(COCKPIT_MSG.cheerHidden)).toBeInTheDocument();
  });

  it('says so when there are no cheers yet', async () => {
    api(() => ({ body: { cheers: [], total: 0, page: 1, totalPages: 0 } }));
    renderAdmin('/admin/votes');
    expect(await screen.findByText('No cheers yet.')).toBeInTheDocument();
  });

  it('shows the server’s sentence and a retry when the list cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    api(() =>
      fail
        ? { status: 500, body: { success: false, message: 'Something went wrong.' } }
        : { body: { cheers: CHEERS, total: 2, page: 1, totalPages: 1 } },
    );
    const user = userEvent.setup();
    renderAdmin('/admin/votes');
    const section = (await screen.findByRole('heading', { name: 'Cheers' })).closest('section')!;
    expect(await within(section).findByText('Something went wrong.')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: /retry|try again/i }));
    expect(await within(section).findByText('Go Asha!')).toBeInTheDocument();
  });
});

describe('the audit log’s words for cheers', () => {
  it('names hiding and showing a cheer', async () => {
    const { actionLabel } = await import('@/admin/audit/action-labels');
    expect(actionLabel('cheer.hide')).toBe('Cheers: hidden');
    expect(actionLabel('cheer.show')).toBe('Cheers: shown again');
  });
});
