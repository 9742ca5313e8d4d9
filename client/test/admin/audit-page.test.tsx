import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_MSG, type AuditEntryDto } from '@pageant/common/content/audit';
import AuditPage from '@/admin/audit/audit-page';
import { actionGroups, actionLabel } from '@/admin/audit/action-labels';
import { mockFetch, type Reply, type Route } from '../fetch-stub';

const entry = (i: number, over: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  _id: `e${i}`,
  at: `2026-11-24T0${i % 10}:00:00.000Z`,
  actor: 'admin',
  action: 'candidate.update',
  target: '3f2b8c1e-1111-4222-8333-944455556666',
  ip: '203.0.113.7',
  summary: `name: 'A${i}' -> 'B${i}'`,
  ...over,
});

const FILTERS = { actions: ['auth.login', 'auth.login_failed', 'candidate.create', 'candidate.update'], actors: ['admin', 'meera'] };

/** The log and its filters; `page` answers GET /api/admin/audit. */
function api(page: (q: URLSearchParams) => Reply | Promise<Reply>): ReturnType<typeof mockFetch> {
  const route: Route = ({ path, query }) => {
    if (path === '/api/admin/audit/filters') return { body: FILTERS };
    if (path === '/api/admin/audit') return page(query);
    return undefined;
  };
  return mockFetch(route);
}

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the Audit log screen', () => {
  it('shows the newest entries with who, what and when, and pages on', async () => {
    const { calls } = api((q) => ({ body: { entries: [entry(Number(q.get('page')))], page: Number(q.get('page')), totalPages: 2 } }));
    render(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Candidates: changed');
    // The arrow is glued to what it follows, so a phone never starts a line with it.
    expect(row.textContent).toContain("name: 'A1'\u00a0→ 'B1'");
    expect(row).toHaveTextContent('#3f2b8c1e');
    expect(row).toHaveTextContent('203.0.113.7');
    // In IST to the second, named (issue #32); the entry was at 01:00 UTC.
    expect(within(row).getAllByText('24 Nov 2026, 6:30:00 am IST')[0]).toHaveAttribute('dateTime', '2026-11-24T01:00:00.000Z');
    expect(calls.find((c) => c.path === '/api/admin/audit')!.query.get('limit')).toBe('25');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent("'A2'"));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('filters by admin and action, starting again from page 1, and can clear them', async () => {
    const { calls } = api((q) => ({
      body: { entries: [entry(1, { actor: q.get('actor') ?? 'admin' })], page: Number(q.get('page')), totalPages: 3 },
    }));
    render(<AuditPage />);
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    // The menus list what was recorded, grouped by area, with "everything" for an area of several.
    const action = screen.getByLabelText('Action');
    await waitFor(() => expect(within(action).getByRole('option', { name: 'Candidates: everything' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Admin user'), 'meera');
    await userEvent.selectOptions(action, 'candidate');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/admin/audit').at(-1)!;
      expect([last.query.get('actor'), last.query.get('action'), last.query.get('page')]).toEqual(['meera', 'candidate', '1']);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/admin/audit').at(-1)!;
      expect([last.query.has('actor'), last.query.has('action')]).toEqual([false, false]);
    });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded yet, and when nothing matches the filters', async () => {
    api(() => ({ body: { entries: [], page: 1, totalPages: 0 } }));
    render(<AuditPage />);
    expect(await screen.findByText(AUDIT_MSG.empty)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByLabelText('Admin user')).getByRole('option', { name: 'meera' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Admin user'), 'meera');
    expect(await screen.findByText(AUDIT_MSG.noMatch)).toBeInTheDocument();
  });

  it('shows a load failure with Retry, and Retry loads the log', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    api(() => (fail ? { status: 500, body: null } : { body: { entries: [entry(1)], page: 1, totalPages: 1 } }));
    render(<AuditPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUDIT_MSG.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeInTheDocument();
  });

  it('marks failed sign-ins apart from everyday changes', async () => {
    api(() => ({
      body: {
        entries: [entry(1, { action: 'auth.login_failed', actor: 'guest', target: 'guest', summary: 'wrong username or password' })],
        page: 1,
        totalPages: 1,
      },
    }));
    render(<AuditPage />);
    const badge = within(await screen.findByRole('table', { name: 'Audit log' })).getByText('Sign-in: failed sign-in');
    expect(badge.className).toMatch(/red/);
  });
});

describe('action labels', () => {
  it('names known actions in staff words and unknown ones as written', () => {
    expect(actionLabel('sponsor.delete')).toBe('Sponsor logos: deleted');
    expect(actionLabel('payments.reconcile')).toBe('Payments: reconciliation run');
    expect(actionLabel('finale.reveal_winner')).toBe('Finale: reveal winner');
    // Issues #29 and #31: the pipeline's moves and the backups read as staff say them.
    expect(actionLabel('registration.stage')).toBe('Registrations: stage changed');
    expect(actionLabel('registration.on_voting_page')).toBe('Registrations: put on the voting page');
    expect(actionLabel('backup.create')).toBe('Backups: added');
    expect(actionLabel('backup.download')).toBe('Backups: downloaded');
    expect(actionGroups(['team.update', 'auth.login', 'team.create']).map((g) => [g.label, g.actions])).toEqual([
      ['Sign-in', ['auth.login']],
      ['Team', ['team.update', 'team.create']],
    ]);
  });
});
