import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEASON_MSG, type Season } from '@pageant/common/content/season-rules';
import { mockApi, renderAdmin, resetAdminState, type Reply, type Route } from './admin-harness';

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

const CALENDAR: Season = {
  finale: { at: '2027-02-12T13:30:00.000Z', venue: 'Mumbai' },
  registration: { opensAt: '2026-11-01T04:30:00.000Z', closesAt: '2026-12-20T18:29:00.000Z' },
  auditions: [
    { city: 'Delhi', at: '2027-01-09T05:30:00.000Z' },
    { city: 'Pune', at: '2027-01-16T05:30:00.000Z' },
  ],
};

function api(put: Route = (call) => ({ body: call.body as Reply['body'] })) {
  return mockApi((call) => {
    if (call.path === '/api/admin/check') return { body: { success: true, username: 'admin', role: 'owner' } };
    if (call.method === 'GET' && call.path === '/api/event/status') return { body: { isActive: false } };
    if (call.method === 'GET' && call.path === '/api/admin/season') return { body: CALENDAR };
    if (call.method === 'PUT' && call.path === '/api/admin/season') return put(call);
  });
}

async function openCalendar() {
  localStorage.setItem('activeTab', 'Event On/Off');
  renderAdmin('/admin/dashboard');
  const section = await screen.findByRole('form', { name: 'Season calendar' });
  await waitFor(() => expect(within(section).getByLabelText('City 1')).toHaveValue('Delhi'));
  return section;
}

describe('season calendar on the Event screen', () => {
  it('when it opens, then every time is shown in IST, labelled, with the venue and the audition rows', async () => {
    api();
    const section = await openCalendar();
    expect(within(section).getByLabelText('Finale date and time (IST)')).toHaveValue('2027-02-12T19:00');
    expect(within(section).getByLabelText('Venue')).toHaveValue('Mumbai');
    expect(within(section).getByLabelText('Registration opens (IST)')).toHaveValue('2026-11-01T10:00');
    expect(within(section).getByLabelText('Registration closes (IST)')).toHaveValue('2026-12-20T23:59');
    expect(within(section).getByLabelText('City 2')).toHaveValue('Pune');
    expect(within(section).getByLabelText('Audition 2 date and time (IST)')).toHaveValue('2027-01-16T11:00');
  });

  it('when the admin edits, adds and removes rows and saves, then the calendar is sent as instants and the saved message shows', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const section = await openCalendar();
    const venue = within(section).getByLabelText('Venue');
    await user.clear(venue);
    await user.type(venue, 'Jaipur');
    await user.click(within(section).getByRole('button', { name: 'Remove audition 1 (Delhi)' }));
    await user.click(within(section).getByRole('button', { name: 'Add an audition city' }));
    await user.type(within(section).getByLabelText('City 2'), 'Kochi');
    const date = within(section).getByLabelText('Audition 2 date and time (IST)');
    await user.clear(date);
    await user.type(date, '2027-01-23T11:00');
    await user.click(within(section).getByRole('button', { name: 'Save calendar' }));

    expect(await within(section).findByText(SEASON_MSG.saved)).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      finale: { at: CALENDAR.finale.at, venue: 'Jaipur' },
      registration: CALENDAR.registration,
      auditions: [
        { city: 'Pune', at: '2027-01-16T05:30:00.000Z' },
        { city: 'Kochi', at: '2027-01-23T05:30:00.000Z' },
      ],
    });
  });

  it('when the dates are out of order, then the message shows by the field and nothing is sent', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const section = await openCalendar();
    const closes = within(section).getByLabelText('Registration closes (IST)');
    await user.clear(closes);
    await user.type(closes, '2026-10-01T10:00');
    await user.click(within(section).getByRole('button', { name: 'Save calendar' }));
    expect(await within(section).findByText(SEASON_MSG.closesBeforeOpens)).toBeInTheDocument();
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAccessibleDescription(expect.stringContaining(SEASON_MSG.closesBeforeOpens));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('when the server refuses the calendar, then its message shows by the field it names', async () => {
    api(() => ({ status: 400, body: { success: false, message: SEASON_MSG.finaleBeforeClose, code: 'VALIDATION_FAILED' } }));
    const user = userEvent.setup();
    const section = await openCalendar();
    await user.click(within(section).getByRole('button', { name: 'Save calendar' }));
    const finale = within(section).getByLabelText('Finale date and time (IST)');
    await waitFor(() => expect(finale).toHaveAccessibleDescription(expect.stringContaining(SEASON_MSG.finaleBeforeClose)));
    expect(finale).toHaveAttribute('aria-invalid', 'true');
  });
});
