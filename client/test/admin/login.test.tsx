import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderAdmin, resetAdminState, unauthorized, type Reply } from './admin-harness';

afterEach(resetAdminState);

async function fillAndSubmit(username = 'admin', password = 'secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login page', () => {
  it('when the credentials are right, then it toasts the server message and opens the dashboard', async () => {
    let loggedIn = false;
    const { calls } = mockApi(({ method, path }) => {
      if (path === '/api/admin/check') return loggedIn ? { body: { success: true, username: 'admin', role: 'owner' } } : unauthorized;
      if (method === 'POST' && path === '/api/admin/login') {
        loggedIn = true;
        return { body: { success: true, message: 'Login successful!' } };
      }
    });
    const { router } = renderAdmin('/admin/login');

    await fillAndSubmit();

    expect(await screen.findByRole('tablist', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/login')?.body).toEqual({ username: 'admin', password: 'secret' });
  });

  it('when the server refuses, then its message is shown inline and as a toast', async () => {
    mockApi(({ path }) => {
      if (path === '/api/admin/check') return unauthorized;
      if (path === '/api/admin/login')
        return { status: 401, body: { success: false, message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' } };
    });
    const { router } = renderAdmin('/admin/login');

    await fillAndSubmit('admin', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    await waitFor(() => expect(screen.getAllByText('Invalid username or password.')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('when the network fails, then the fallback sentence is shown', async () => {
    mockApi(({ path }) => {
      if (path === '/api/admin/check') return unauthorized;
      if (path === '/api/admin/login') throw new TypeError('Failed to fetch');
    });
    renderAdmin('/admin/login');

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('while the login request is in flight, then the button is disabled but keeps its name', async () => {
    const hold = deferred<Reply>();
    mockApi(({ path }) => {
      if (path === '/api/admin/check') return unauthorized;
      if (path === '/api/admin/login') return hold.promise;
    });
    renderAdmin('/admin/login');

    await fillAndSubmit();

    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    hold.resolve({ status: 429, body: { success: false, message: 'Too many login attempts. Please try again in 15 minutes.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('when already signed in, then it goes straight to the dashboard', async () => {
    mockApi(({ path }) => (path === '/api/admin/check' ? { body: { success: true, username: 'admin', role: 'owner' } } : undefined));
    const { router } = renderAdmin('/admin/login');

    expect(await screen.findByRole('tablist', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
