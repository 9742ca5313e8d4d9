import { expect, type APIRequestContext, type Playwright } from '@playwright/test';
import { test, workerBaseURL } from '../fixtures';
import { E2E_ADMIN } from '../../../playwright.config';

/** An API client logged in as the e2e admin; same-origin, or the server refuses state changes that carry the session. */
export async function adminRequest(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const login = await admin.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.ok()).toBeTruthy();
  return admin;
}

/** The event switch: the contestants pages only open while it is on. */
export async function setEvent(admin: APIRequestContext, isActive: boolean) {
  const res = await admin.patch('/api/event/status', { data: { isActive } });
  expect(res.ok()).toBeTruthy();
}

/** The first contestant's id, for the single-contestant page (the event must be on to list them). */
export async function firstContestantId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/candidates/fetch?page=1&limit=1');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { candidates: { _id: string }[] };
  const id = body.candidates[0]?._id ?? '';
  expect(id).not.toBe('');
  return id;
}

export interface OpenEvent {
  /** Filled in before the first test when asked for; '' otherwise. */
  contestantId: string;
  /** The logged-in admin API client, for a spec's own arrangements in a later `beforeAll` or a test. */
  readonly admin: APIRequestContext;
}

/**
 * Turns the event on before the tests of the enclosing describe (or file) and off after them: the
 * other specs expect the seeded default, event closed. Call it where `test.beforeAll` would stand.
 */
export function eventOnDuringTheseTests(options: { withContestant?: boolean } = {}): OpenEvent {
  let admin: APIRequestContext | undefined;
  const open = {
    contestantId: '',
    get admin(): APIRequestContext {
      if (!admin) throw new Error('the admin client exists once the beforeAll of eventOnDuringTheseTests has run');
      return admin;
    },
  };
  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
    await setEvent(admin, true);
    if (options.withContestant) open.contestantId = await firstContestantId(admin);
  });
  test.afterAll(async () => {
    await setEvent(open.admin, false);
    await open.admin.dispose();
  });
  return open;
}
