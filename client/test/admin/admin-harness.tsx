import { jest } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { setUnauthorizedHandler } from '@/api/http';
import { useEventStatus } from '@/stores/event-status';
import LoginPage from '@/admin/login/login-page';
import AdminShell from '@/admin/shell/admin-shell';
import DashboardPage from '@/admin/dashboard/dashboard-page';
import CandidatesPage from '@/admin/candidates/candidates-page';
import VotesPage from '@/admin/votes/votes-page';
import CompetitionPage from '@/admin/competition/competition-page';
import NgoPage from '@/admin/ngo/ngo-page';
import RegistrationsPage from '@/admin/registrations/registrations-page';

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

export function renderAdmin(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, ...view };
}

export interface Reply {
  status?: number;
  body?: unknown;
}
export interface Call {
  method: string;
  path: string;
  body: unknown;
}
/** Answers one request; return undefined for an unexpected call (404). May return a promise to hold the reply. */
export type Route = (call: Call) => Reply | Promise<Reply> | undefined;

/** Replaces global.fetch with a small router; jsdom has no Response, so replies are minimal look-alikes. */
export function mockApi(route: Route) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const reply = (await route(call)) ?? { status: 404, body: { success: false, message: 'Not found' } };
    const status = reply.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => reply.body ?? null } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
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
