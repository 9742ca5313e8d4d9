import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { AdminRole } from '@pageant/common/content/admin-roles';
import { mockApi, renderAdmin, resetAdminState, type Route } from './admin-harness';

afterEach(resetAdminState);

/** The API as an admin of `role` sees it: the check says who she is; the screens' reads answer empty. */
const signedInAs =
  (role: AdminRole): Route =>
  ({ path }) => {
    if (path === '/api/admin/check') {
      return { body: { success: true, username: role, name: null, email: null, role, twoFactor: false, mustSetUpSecondFactor: false } };
    }
    if (path === '/api/event/status') return { body: { isActive: false } };
    if (path === '/api/candidates/fetch') {
      return {
        body: { candidates: [{ _id: 'c1', name: 'Asha Rao', category: 'miss', voteCount: 3 }], totalPages: 1, totalCount: 1, page: 1 },
      };
    }
    if (path === '/api/votes/ledger')
      return { body: { entries: [], totalVotes: 0, totalRevenue: '0.00', totalPayments: 0, page: 1, totalPages: 0 } };
    return undefined;
  };

async function navLabels(role: AdminRole) {
  mockApi(signedInAs(role));
  renderAdmin('/admin/candidates');
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('the sidebar offers only what her role may open', () => {
  const money = ['Votes', 'Registrations', 'Payments', 'Audit log'];
  const content = ['Dashboard', 'Candidates', 'Competition Page', 'NGO Contents', 'Charity drives'];
  const cases: [AdminRole, string[]][] = [
    ['owner', [...content, ...money, 'Backups']],
    ['manager', [...content, ...money]],
    ['finance', [...content, ...money]],
    ['editor', content],
  ];
  it.each(cases)('%s', async (role, expected) => {
    const labels = await navLabels(role);
    expect(labels).toEqual(expect.arrayContaining([...expected, 'My account', 'View site']));
    for (const hidden of [...money, 'Backups'].filter((l) => !expected.includes(l))) expect(labels).not.toContain(hidden);
  });
});

describe('a screen her role may not open', () => {
  it('says which role it needs, and asks the server nothing for it', async () => {
    const { calls } = mockApi(signedInAs('editor'));
    renderAdmin('/admin/votes');
    expect(await screen.findByRole('heading', { name: 'Votes: This needs the Owner, Manager or Finance role.' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Editor/u)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Voting Dashboard' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/votes/ledger');
  });
});

describe('within the screens she may open', () => {
  it('the dashboard offers no event switch to an editor or finance', async () => {
    for (const role of ['editor', 'finance'] as const) {
      mockApi(signedInAs(role));
      const view = renderAdmin('/admin/dashboard');
      await screen.findByRole('tablist', { name: 'Dashboard sections' });
      expect(screen.queryByRole('tab', { name: 'Event On/Off' })).not.toBeInTheDocument();
      view.unmount();
    }
    mockApi(signedInAs('manager'));
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('tab', { name: 'Event On/Off' })).toBeInTheDocument();
  });

  it('finance sees a content tab read-only: its controls disabled and a line saying whose role changes it', async () => {
    mockApi(signedInAs('finance'));
    renderAdmin('/admin/dashboard');
    const panel = await screen.findByRole('tabpanel', { name: 'Home Images' });
    expect(within(panel).getByText(/Read-only\. Changing this needs the Owner, Manager or Editor role\./u)).toBeInTheDocument();
    const controls = within(panel).getAllByRole('button');
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control).toBeDisabled();
  });

  it('finance gets the candidates without Add or their row actions; an editor gets both', async () => {
    mockApi(signedInAs('finance'));
    const view = renderAdmin('/admin/candidates');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Candidate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Asha Rao' })).not.toBeInTheDocument();
    view.unmount();

    mockApi(signedInAs('editor'));
    renderAdmin('/admin/candidates');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Candidate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Asha Rao' })).toBeInTheDocument();
  });
});
