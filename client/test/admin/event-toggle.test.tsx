import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { MESSAGE_CLEAR_MS } from '@pageant/common';
import userEvent from '@testing-library/user-event';
import { useEventStatus } from '@/stores/event-status';
import { EMPTY_SEASON } from '@pageant/common/content/season-rules';
import { deferred, mockApi, renderAdmin, resetAdminState, type Reply, type Route } from './admin-harness';

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

function api(patch: Route, initial = false) {
  return mockApi((call) => {
    if (call.path === '/api/admin/check') return { body: { success: true, username: 'admin', role: 'owner' } };
    if (call.method === 'GET' && call.path === '/api/event/status') return { body: { isActive: initial } };
    // The season calendar on the same screen (issue #32): nothing set.
    if (call.method === 'GET' && call.path === '/api/admin/season') return { body: EMPTY_SEASON };
    if (call.method === 'PATCH' && call.path === '/api/event/status') return patch(call);
  });
}

async function openEventTab() {
  localStorage.setItem('activeTab', 'Event On/Off');
  renderAdmin('/admin/dashboard');
  const toggle = await screen.findByRole('switch', { name: 'Event status' });
  await waitFor(() => expect(toggle).toBeEnabled());
  return toggle;
}

/** The switch only asks; the dialog's confirm button is what opens or closes paid voting. */
async function flip(user: ReturnType<typeof userEvent.setup>, toggle: HTMLElement) {
  await user.click(toggle);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /^(Open|Close) voting$/ }));
}

describe('event on/off tab', () => {
  it('when the switch is clicked, then it asks first, and Cancel leaves the event as it was', async () => {
    const { calls } = api(() => ({ body: { isActive: true, message: 'ok' } }));
    const user = userEvent.setup();
    const toggle = await openEventTab();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Open paid voting?' });
    expect(within(dialog).getByRole('button', { name: 'Open voting' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('when the event is live, then the question is about closing paid voting', async () => {
    api(() => ({ body: { isActive: false, message: 'ok' } }), true);
    const user = userEvent.setup();
    const toggle = await openEventTab();

    await user.click(toggle);

    const dialog = await screen.findByRole('dialog', { name: 'Close paid voting?' });
    expect(within(dialog).getByRole('button', { name: 'Close voting' })).toBeInTheDocument();
  });

  it('when switched on, then it PATCHes the negated value, applies the answer and says so', async () => {
    const { calls } = api(({ body }) => ({ body: { isActive: (body as { isActive: boolean }).isActive, message: 'ok' } }));
    const user = userEvent.setup();
    const toggle = await openEventTab();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Closed');

    await flip(user, toggle);

    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/api/event/status', body: { isActive: true } }),
    ]);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle).toHaveTextContent('Active');
    expect(useEventStatus.getState().isActive).toBe(true);
    expect(within(screen.getByRole('tabpanel')).getByText('Event is now Active ✅')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Event is now Active ✅')).toHaveLength(2));
  });

  it("when the server answers a different state, then the server's value wins", async () => {
    api(() => ({ body: { isActive: true, message: 'ok' } }), true);
    const user = userEvent.setup();
    const toggle = await openEventTab();
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await flip(user, toggle);

    expect(await within(screen.getByRole('tabpanel')).findByText('Event is now Active ✅')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('when switched off, then it says the event is closed', async () => {
    api(() => ({ body: { isActive: false, message: 'ok' } }), true);
    const user = userEvent.setup();
    const toggle = await openEventTab();

    await flip(user, toggle);

    expect(await within(screen.getByRole('tabpanel')).findByText('Event is now Closed ❌')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('when a message is shown, then it clears itself after a few seconds', async () => {
    api(() => ({ body: { isActive: true, message: 'ok' } }));
    const user = userEvent.setup();
    const toggle = await openEventTab();

    await flip(user, toggle);
    const notice = await within(screen.getByRole('tabpanel')).findByText('Event is now Active ✅');

    await waitForElementToBeRemoved(notice, { timeout: MESSAGE_CLEAR_MS + 1000 });
  });

  it('while the request is in flight, then the switch is disabled', async () => {
    const hold = deferred<Reply>();
    api(() => hold.promise);
    const user = userEvent.setup();
    const toggle = await openEventTab();

    await flip(user, toggle);
    expect(toggle).toBeDisabled();

    hold.resolve({ body: { isActive: true, message: 'ok' } });
    await waitFor(() => expect(toggle).toBeEnabled());
  });

  it('when the request fails, then it logs and shows the error, leaving the state alone', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    api(() => ({ status: 500, body: { success: false, message: 'Internal error' } }));
    const user = userEvent.setup();
    const toggle = await openEventTab();

    await flip(user, toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error toggling event ❌');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(logged).toHaveBeenCalled();
  });
});
