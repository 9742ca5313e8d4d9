import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_ACCOUNT_MSG, type AdminAccount, type PendingInvitation } from '@pageant/common/content/admin-accounts';
import { forbiddenMessage } from '@pageant/common/content/admin-roles';
import InviteAcceptPage from '@/admin/accounts/invite-accept-page';
import TeamPage from '@/admin/accounts/team-page';
import { ADMIN_NAV } from '@/admin/shell/admin-nav';
import { mockFetch, type Reply } from '../fetch-stub';

const OWNER: AdminAccount = { id: 'u1', username: 'admin', email: null, name: null, role: 'owner', disabled: false, twoFactor: true };
const FINANCE: AdminAccount = {
  id: 'u2',
  username: 'priya@team.test',
  email: 'priya@team.test',
  name: 'Priya Shah',
  role: 'finance',
  disabled: false,
  twoFactor: false,
};
const GONE: AdminAccount = {
  id: 'u3',
  username: 'ravi@team.test',
  email: 'ravi@team.test',
  name: 'Ravi Iyer',
  role: 'editor',
  disabled: true,
  twoFactor: false,
};
const INVITED: PendingInvitation = {
  id: 'i1',
  email: 'meera@team.test',
  name: 'Meera Nair',
  role: 'manager',
  expiresAt: '2026-11-28T20:30:00.000Z',
};

function api(patch: (body: unknown) => Reply = () => ({ body: { success: true, user: FINANCE } })) {
  return mockFetch(({ method, path, body }) => {
    if (path === '/api/admin/users' && method === 'GET')
      return { body: { success: true, users: [OWNER, FINANCE, GONE], invitations: [INVITED] } };
    if (path === '/api/admin/users/u2' && method === 'PATCH') return patch(body);
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the Team screen', () => {
  it('is in the nav for owners only', () => {
    expect(ADMIN_NAV.find((i) => i.to === '/admin/team')).toMatchObject({ label: 'Team', capability: 'accounts' });
  });

  it('lists each admin as a card with her role, second factor and disabled state, and the pending invitations', async () => {
    api();
    render(<TeamPage />);

    const admins = await screen.findByRole('list', { name: 'Admins' });
    const cards = within(admins).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent(/^adminOwnerSecond factor on/);
    expect(cards[1]).toHaveTextContent(/Priya Shahpriya@team\.testFinanceNo second factor/);
    expect(cards[2]).toHaveTextContent(/Ravi Iyerravi@team\.testEditorNo second factorDisabled/);
    expect(within(cards[2]!).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    const invited = screen.getByRole('list', { name: 'Pending invitations' });
    expect(invited).toHaveTextContent(/Meera Nairmeera@team\.testManagerInvited · link valid until 29 Nov 2026, 2:00\s?am IST/i);
  });

  it('changes a role only after the owner confirms, and says what the server refused', async () => {
    const { calls } = api(() => ({ status: 409, body: { success: false, message: ADMIN_ACCOUNT_MSG.lastOwner, code: 'LAST_OWNER' } }));
    render(<TeamPage />);
    const card = within(await screen.findByRole('list', { name: 'Admins' })).getAllByRole('listitem')[1]!;

    await userEvent.selectOptions(within(card).getByLabelText('Role'), 'manager');
    await userEvent.click(within(card).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Priya Shah Manager?' });
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect((await screen.findAllByText(ADMIN_ACCOUNT_MSG.lastOwner)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ role: 'manager' }]);
  });

  it('checks the invitation with the shared rules before sending it', async () => {
    const { calls } = api();
    render(<TeamPage />);
    await screen.findByRole('list', { name: 'Admins' });

    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(ADMIN_ACCOUNT_MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_ACCOUNT_MSG.nameRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a 403 for a role without accounts as the server says it', async () => {
    mockFetch(() => ({ status: 403, body: { success: false, message: forbiddenMessage('accounts'), code: 'ROLE_REQUIRED' } }));
    render(<TeamPage />);
    expect(await screen.findByText(forbiddenMessage('accounts'))).toBeInTheDocument();
  });
});

describe('the invitation page', () => {
  const open = (token: string) =>
    render(
      <MemoryRouter initialEntries={[`/admin/invite?token=${token}`]}>
        <Routes>
          <Route path="/admin/invite" element={<InviteAcceptPage />} />
        </Routes>
      </MemoryRouter>,
    );
  const TOKEN = 'A'.repeat(43);

  it('sets her password and then links to the login page', async () => {
    const { calls } = mockFetch(({ path }) =>
      path === '/api/admin/invitations/accept'
        ? { status: 201, body: { success: true, message: ADMIN_ACCOUNT_MSG.accountReady } }
        : undefined,
    );
    open(TOKEN);

    await userEvent.type(screen.getByLabelText('New password'), 'a long enough passphrase');
    await userEvent.type(screen.getByLabelText('Type it again'), 'a long enough passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_ACCOUNT_MSG.accountReady);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/admin/login');
    expect(calls[0]!.body).toEqual({ token: TOKEN, password: 'a long enough passphrase', confirm: 'a long enough passphrase' });
  });

  it('says clearly when the link was used or has expired, and a mistyped second password is caught before sending', async () => {
    const { calls } = mockFetch(() => ({
      status: 410,
      body: { success: false, message: ADMIN_ACCOUNT_MSG.invitationExpired, code: 'INVITATION_EXPIRED' },
    }));
    open(TOKEN);

    await userEvent.type(screen.getByLabelText('New password'), 'a long enough passphrase');
    await userEvent.type(screen.getByLabelText('Type it again'), 'a long enough passphrasf');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText(ADMIN_ACCOUNT_MSG.passwordsDiffer)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Type it again'));
    await userEvent.type(screen.getByLabelText('Type it again'), 'a long enough passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_ACCOUNT_MSG.invitationExpired);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('a link without a proper token says it is not valid, with no form', () => {
    open('broken');
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_ACCOUNT_MSG.invitationInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
