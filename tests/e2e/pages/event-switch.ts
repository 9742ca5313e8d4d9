import { expect, type APIRequestContext, type Playwright } from '@playwright/test';
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
