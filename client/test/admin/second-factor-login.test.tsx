import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { SECOND_FACTOR_MSG } from '@pageant/common/content/second-factor';
import LoginPage from '@/admin/login/login-page';
import AdminShell from '@/admin/shell/admin-shell';
import AccountPage from '@/admin/account/account-page';
import { apiFetch } from '@/api/http';
import { mockApi, resetAdminState, unauthorized } from './admin-harness';
import { renderRoutes } from '../render-routes';

afterEach(resetAdminState);

const routes: RouteObject[] = [
  { path: '/admin/login', element: <LoginPage /> },
  {
    path: '/admin',
    element: <AdminShell />,
    children: [
      { path: 'dashboard', element: <h1>Dashboard</h1> },
      { path: 'payments', element: <h1>Payments</h1> },
      { path: 'account', element: <AccountPage /> },
    ],
  },
];

const me = (over: object = {}) => ({
  success: true,
  username: 'farah@example.com',
  name: 'Farah',
  email: 'farah@example.com',
  role: 'finance',
  twoFactor: false,
  mustSetUpSecondFactor: false,
  ...over,
});
const noFactor = { totp: false, passkeys: [], recoveryCodesLeft: 0, required: true };

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'farah@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the login page with a second factor', () => {
  it('asks for a code after the password, says what is wrong with one, and signs in with the right one', async () => {
    let signedIn = false;
    const { calls } = mockApi(({ method, path, body }) => {
      if (path === '/api/admin/check') return signedIn ? { body: me() } : unauthorized;
      if (method === 'POST' && path === '/api/admin/login')
        return { body: { success: true, secondFactor: { totp: true, passkey: false }, message: ADMIN_ACCOUNT_MSG.secondFactorPending } };
      if (method === 'POST' && path === '/api/admin/login/code') {
        if ((body as { code: string }).code !== '123456')
          return { status: 401, body: { success: false, message: ADMIN_ACCOUNT_MSG.codeInvalid, code: 'UNAUTHORIZED' } };
        signedIn = true;
        return { body: { success: true, message: 'Login successful!' } };
      }
    });
    const { router } = renderRoutes(routes, { initialEntries: ['/admin/login'] });
    const user = await signIn();

    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_ACCOUNT_MSG.secondFactorPending)).toBeInTheDocument();
    // Only an authenticator app: no passkey button.
    expect(screen.queryByRole('button', { name: 'Use your passkey' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');

    const field = screen.getByLabelText('Code from your app, or a recovery code');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_ACCOUNT_MSG.codeFormat);
    expect(calls.filter((c) => c.path === '/api/admin/login/code')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_ACCOUNT_MSG.codeInvalid);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/login/code').map((c) => c.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('goes back to the password when the pending sign-in has expired', async () => {
    mockApi(({ method, path }) => {
      if (path === '/api/admin/check') return unauthorized;
      if (method === 'POST' && path === '/api/admin/login')
        return { body: { success: true, secondFactor: { totp: true, passkey: true }, message: ADMIN_ACCOUNT_MSG.secondFactorPending } };
      if (method === 'POST' && path === '/api/admin/login/code')
        return { status: 401, body: { success: false, message: SECOND_FACTOR_MSG.loginExpired, code: 'UNAUTHORIZED' } };
    });
    renderRoutes(routes, { initialEntries: ['/admin/login'] });
    const user = await signIn();

    expect(await screen.findByRole('button', { name: 'Use your passkey' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from your app, or a recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MSG.loginExpired);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('the shell when the owner requires a second factor', () => {
  it('leads every screen to My account, with the reason', async () => {
    mockApi(({ method, path }) => {
      if (path === '/api/admin/check') return { body: me({ mustSetUpSecondFactor: true }) };
      if (method === 'GET' && path === '/api/admin/account/second-factor') return { body: noFactor };
      if (method === 'GET' && path === '/api/admin/account/sessions') return { body: { sessions: [] } };
    });
    const { router } = renderRoutes(routes, { initialEntries: ['/admin/payments'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
    expect(router.state.location.hash).toBe('#second-factor');
    expect(screen.getByRole('region', { name: 'Second factor' })).toHaveTextContent(ADMIN_ACCOUNT_MSG.secondFactorRequired);
    expect(screen.queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('a 403 SECOND_FACTOR_REQUIRED from any API call leads there too', async () => {
    let required = false;
    mockApi(({ method, path }) => {
      if (path === '/api/admin/check') return { body: me({ mustSetUpSecondFactor: required }) };
      if (method === 'GET' && path === '/api/admin/account/second-factor') return { body: noFactor };
      if (method === 'GET' && path === '/api/admin/account/sessions') return { body: { sessions: [] } };
      if (path === '/api/admin/payments/probe') {
        required = true;
        return { status: 403, body: { success: false, message: ADMIN_ACCOUNT_MSG.secondFactorRequired, code: 'SECOND_FACTOR_REQUIRED' } };
      }
    });
    const { router } = renderRoutes(routes, { initialEntries: ['/admin/payments'] });
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();

    // As a screen's own request meets it once the owner switches the policy on.
    await act(() => expect(apiFetch('/admin/payments/probe')).rejects.toMatchObject({ status: 403 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
  });
});
