import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { ADMIN_SESSION_MSG, MY_ACCOUNT_MSG } from '@pageant/common/content/admin-sessions';
import AdminShell from '@/admin/shell/admin-shell';
import AccountPage from '@/admin/account/account-page';
import { mockApi, resetAdminState, type Route } from './admin-harness';
import { renderRoutes } from '../render-routes';

afterEach(resetAdminState);

const routes: RouteObject[] = [{ path: '/admin', element: <AdminShell />, children: [{ path: 'account', element: <AccountPage /> }] }];

const ME = {
  success: true,
  username: 'owner@example.com',
  name: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
  twoFactor: false,
  mustSetUpSecondFactor: false,
};
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

function openAccount(route: Route) {
  const api = mockApi((call) => {
    if (call.path === '/api/admin/check') return { body: ME };
    return route(call);
  });
  renderRoutes(routes, { initialEntries: ['/admin/account'] });
  return api;
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('My account', () => {
  it('shows her profile with the role, and lists her sessions with this device marked; she signs another out', async () => {
    let sessions = [
      {
        id: 'a'.repeat(43),
        device: 'Chrome on Mac',
        lastSeenAt: '2026-11-27T06:00:00.000Z',
        createdAt: '2026-11-27T05:00:00.000Z',
        current: true,
      },
      { id: 'b'.repeat(43), device: 'Safari on iPhone', lastSeenAt: null, createdAt: null, current: false },
    ];
    const { calls } = openAccount(({ method, path }) => {
      if (path === '/api/admin/account/second-factor')
        return { body: { totp: false, passkeys: [], recoveryCodesLeft: 0, required: false } };
      if (method === 'GET' && path === '/api/admin/account/sessions') return { body: { sessions } };
      if (method === 'DELETE' && path === `/api/admin/account/sessions/${'b'.repeat(43)}`) {
        sessions = sessions.slice(0, 1);
        return { body: { success: true, message: ADMIN_SESSION_MSG.ended } };
      }
    });

    const profile = await section('Profile');
    expect(profile.getByText('Olivia Owner')).toBeInTheDocument();
    expect(profile.getByText('Owner')).toBeInTheDocument();

    const list = await section('Sessions');
    expect(await list.findByText('This device')).toBeInTheDocument();
    expect(list.getByText('Last seen 27 Nov 2026, 11:30 am IST')).toBeInTheDocument();
    // Only the other session can be signed out here (this one signs out from the sidebar).
    expect(list.getAllByRole('button', { name: /^Sign out/u })).toHaveLength(1);
    await userEvent.setup().click(list.getByRole('button', { name: 'Sign out Safari on iPhone' }));

    expect(await list.findByText(ADMIN_SESSION_MSG.ended)).toBeInTheDocument();
    expect(list.queryByText('Safari on iPhone')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/admin/account/sessions/${'b'.repeat(43)}`]);
  });

  it('checks the new password before sending it, and shows the server’s refusal', async () => {
    const { calls } = openAccount(({ method, path }) => {
      if (path === '/api/admin/account/second-factor')
        return { body: { totp: false, passkeys: [], recoveryCodesLeft: 0, required: false } };
      if (method === 'GET' && path === '/api/admin/account/sessions') return { body: { sessions: [] } };
      if (method === 'POST' && path === '/api/admin/account/password')
        return { status: 400, body: { success: false, message: ADMIN_ACCOUNT_MSG.currentPasswordWrong, code: 'CURRENT_PASSWORD_WRONG' } };
    });
    const user = userEvent.setup();
    const form = await section('Password');

    await user.type(form.getByLabelText('Current password'), 'old password here');
    await user.type(form.getByLabelText('New password'), 'a brand new password');
    await user.type(form.getByLabelText('New password again'), 'a different password');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByText(ADMIN_ACCOUNT_MSG.passwordsDiffer)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/account/password')).toHaveLength(0);

    await user.clear(form.getByLabelText('New password again'));
    await user.type(form.getByLabelText('New password again'), 'a brand new password');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('alert')).toHaveTextContent(ADMIN_ACCOUNT_MSG.currentPasswordWrong);
    expect(calls.find((c) => c.path === '/api/admin/account/password')?.body).toEqual({
      current: 'old password here',
      password: 'a brand new password',
      confirm: 'a brand new password',
    });
  });

  it('sets up the authenticator app: QR code and key, a code, then the ten recovery codes shown once', async () => {
    let totp = false;
    const { calls } = openAccount(({ method, path }) => {
      if (path === '/api/admin/account/second-factor')
        return { body: { totp, passkeys: [], recoveryCodesLeft: totp ? 10 : 0, required: false } };
      if (method === 'GET' && path === '/api/admin/account/sessions') return { body: { sessions: [] } };
      if (method === 'POST' && path === '/api/admin/account/totp/setup')
        return { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg data-qr="1"></svg>' } };
      if (method === 'POST' && path === '/api/admin/account/totp/confirm') {
        totp = true;
        return { body: { recoveryCodes: CODES } };
      }
    });
    const user = userEvent.setup();
    const factor = await section('Second factor');

    await user.click(await factor.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await factor.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(factor.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(factor.getByLabelText('6-digit code'), '12ab');
    await user.click(factor.getByRole('button', { name: 'Turn on' }));
    expect(factor.getByText(ADMIN_ACCOUNT_MSG.codeFormat)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/account/totp/confirm')).toHaveLength(0);

    await user.clear(factor.getByLabelText('6-digit code'));
    await user.type(factor.getByLabelText('6-digit code'), '123456');
    await user.click(factor.getByRole('button', { name: 'Turn on' }));

    const codes = await factor.findByRole('region', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(await factor.findByText(MY_ACCOUNT_MSG.totpOn)).toBeInTheDocument();
    expect(
      await factor.findByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'On. 10 recovery codes left.'),
    ).toBeInTheDocument();

    await user.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    expect(factor.queryByRole('region', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/account/totp/confirm')?.body).toEqual({ code: '123456' });
  });
});
