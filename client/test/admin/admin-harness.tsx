import { afterEach, beforeEach, expect, jest } from '@jest/globals';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Navigate, type RouteObject } from 'react-router-dom';
import toast from 'react-hot-toast';
import { setUnauthorizedHandler } from '@/api/http';
import { useEventStatus } from '@/stores/event-status';
import { mockFetch, type Call, type Reply, type Route } from '../fetch-stub';
import LoginPage from '@/admin/login/login-page';
import AdminShell from '@/admin/shell/admin-shell';
import DashboardPage from '@/admin/dashboard/dashboard-page';
import CandidatesPage from '@/admin/candidates/candidates-page';
import VotesPage from '@/admin/votes/votes-page';
import CompetitionPage from '@/admin/competition/competition-page';
import NgoPage from '@/admin/ngo/ngo-page';
import RegistrationsPage from '@/admin/registrations/registrations-page';
import { renderRoutes } from '../render-routes';

/** The admin part of the app router, as the public shell registers it. */
export const adminRoutes: RouteObject[] = [
  { path: '/', element: <h1>Public home</h1> },
  { path: '/admin/login', element: <LoginPage /> },
  {
    path: '/admin',
    element: <AdminShell />,
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'candidates', element: <CandidatesPage /> },
      { path: 'votes', element: <VotesPage /> },
      { path: 'registrations', element: <RegistrationsPage /> },
      { path: 'competionpage', element: <CompetitionPage /> },
      { path: 'ngo-contents', element: <NgoPage /> },
    ],
  },
];

export const renderAdmin = (path: string) => renderRoutes(adminRoutes, { initialEntries: [path] });

export { mockFetch as mockApi, type Call, type Reply, type Route } from '../fetch-stub';

/** The admin check and the event switch (off), as a signed-in admin's screens fetch them. */
export const signedInAdmin: Route = ({ method, path }) => {
  if (path === '/api/admin/check') return { body: { success: true, username: 'admin', role: 'owner' } };
  if (method === 'GET' && path === '/api/event/status') return { body: { isActive: false } };
  return undefined;
};

/** The API as a signed-in admin sees it with the event off; `route` answers the screen's own calls. */
export function mockAdminApi(route: Route = () => undefined) {
  return mockFetch((call) => signedInAdmin(call) ?? route(call));
}

/** The admin API with GET `listPath` answered by `list`; `route` answers the tab's other calls. */
export function mockListApi(listPath: string, list: Route, route: Route = () => undefined) {
  return mockAdminApi((call) => (call.method === 'GET' && call.path === listPath ? list(call) : route(call)));
}

/** Opens the dashboard on one tab, as a reload with that tab remembered does. */
export function openDashboardTab(label: string) {
  localStorage.setItem('activeTab', label);
  return renderAdmin('/admin/dashboard');
}

/** jsdom has no object URLs; every preview reads blob:preview. */
export function stubObjectUrls() {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}

/** Opens a dashboard tab, waits for what `loaded` finds and gives queries within the tab's panel. */
export async function openTabPanel(label: string, loaded: () => Promise<unknown>) {
  openDashboardTab(label);
  await loaded();
  return within(screen.getByRole('tabpanel'));
}

/** Each test of an upload tab starts with object URLs stubbed and leaves no spy or admin state behind. */
export function cleanUploadTabTests() {
  beforeEach(stubObjectUrls);
  afterEach(() => {
    jest.restoreAllMocks();
    resetAdminState();
  });
}

/**
 * A delete asks first: refused, nothing is sent; the second click is confirmed (and so is any later one)
 * and goes on. `button` is read again for each click, as the list may render anew.
 */
export async function deleteAfterOneRefusal(user: UserEvent, button: () => HTMLElement, calls: Call[]) {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
  await user.click(button());
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  await user.click(button());
  expect(confirm).toHaveBeenCalledTimes(2);
}

/** Upload pressed with no file chosen: the tab says `message` and posts nothing. */
export async function uploadWithoutFile(user: UserEvent, panel: ReturnType<typeof within>, calls: Call[], message: string) {
  await user.click(panel.getByRole('button', { name: 'Upload' }));
  expect(panel.getByText(message)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
}

export const unauthorized: Reply = { status: 401, body: { success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' } };

export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function resetAdminState() {
  cleanup();
  act(() => toast.remove());
  localStorage.clear();
  setUnauthorizedHandler(null);
  useEventStatus.setState(useEventStatus.getInitialState(), true);
}
