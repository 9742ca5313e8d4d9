import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_STORAGE_KEY } from '@pageant/common';
import { mockApi, renderAdmin, resetAdminState, unauthorized, type Route } from './admin-harness';

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

const signedIn: Route = ({ path }) => {
  if (path === '/api/admin/check') return { body: { success: true, username: 'admin', role: 'owner' } };
  if (path === '/api/event/status') return { body: { isActive: false } };
  if (path === '/api/candidates/fetch') return { body: { candidates: [], totalPages: 0, totalCount: 0, page: 1 } };
  if (path === '/api/votes/ledger')
    return { body: { entries: [], totalVotes: 0, totalRevenue: '0.00', totalPayments: 0, page: 1, totalPages: 0 } };
};

describe('admin shell', () => {
  it('when the session check answers 401, then it redirects to the login page', async () => {
    mockApi(({ path }) => (path === '/api/admin/check' ? unauthorized : undefined));
    const { router } = renderAdmin('/admin/dashboard');

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('while the check runs, then only a spinner is shown', async () => {
    mockApi(() => new Promise(() => {}));
    renderAdmin('/admin/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('when signed in, then it shows the username, the navigation and the child page', async () => {
    mockApi(signedIn);
    renderAdmin('/admin/votes');

    expect(await screen.findByRole('heading', { name: 'Admin Voting Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Candidates', 'Votes', 'Registrations', 'Competition Page', 'NGO Contents', 'View site']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Votes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Competition Page' })).toHaveAttribute('href', '/admin/competionpage');
  });

  it('when the sidebar is collapsed, then the choice is stored and survives a remount', async () => {
    mockApi(signedIn);
    const user = userEvent.setup();
    const first = renderAdmin('/admin/candidates');

    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(screen.getByRole('link', { name: 'Candidates' })).toHaveAttribute('title', 'Candidates');
    first.unmount();

    renderAdmin('/admin/candidates');
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveStyle({ width: '70px' });
  });

  it('when logout succeeds, then it toasts and returns to the login page', async () => {
    let loggedIn = true;
    mockApi((call) => {
      if (call.path === '/api/admin/logout') {
        loggedIn = false;
        return { body: { success: true, message: 'Logged out successfully' } };
      }
      if (call.path === '/api/admin/check' && !loggedIn) return unauthorized;
      return signedIn(call);
    });
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/ngo-contents');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('when logout fails, then it says so and stays', async () => {
    mockApi((call) => (call.path === '/api/admin/logout' ? { status: 500, body: { success: false, message: 'boom' } } : signedIn(call)));
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Failed to logout. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('when a later admin call answers 401, then it redirects to the login page', async () => {
    let sessionAlive = true;
    mockApi((call) => {
      if (call.method === 'PATCH' && call.path === '/api/event/status') {
        sessionAlive = false;
        return unauthorized;
      }
      if (call.path === '/api/admin/check' && !sessionAlive) return unauthorized;
      return signedIn(call);
    });
    localStorage.setItem('activeTab', 'Event On/Off');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/dashboard');

    const toggle = await screen.findByRole('switch', { name: 'Event status' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    // The switch asks before it opens paid voting; the PATCH goes out once confirmed.
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open voting' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});
