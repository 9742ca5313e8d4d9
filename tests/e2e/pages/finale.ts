import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { postCheckoutForm } from './sandbox-payments';

/** Issue #15 through the admin API: the voting schedule, hidden counts and the reveal. */
export interface Schedule {
  opensAt: string | null;
  closesAt: string | null;
  hideCountsFrom: string | null;
}

/** An instant `ms` from now, as the API takes it. */
export const fromNow = (ms: number): string => new Date(Date.now() + ms).toISOString();

export async function setSchedule(admin: APIRequestContext, schedule: Partial<Schedule>) {
  const res = await admin.put('/api/event/schedule', { data: { opensAt: null, closesAt: null, hideCountsFrom: null, ...schedule } });
  expect(res.status(), await res.text()).toBe(200);
}

/** No schedule: the SPEC §4 switch alone decides again (what every other spec expects). */
export const clearSchedule = (admin: APIRequestContext) => setSchedule(admin, {});

export async function reveal(admin: APIRequestContext) {
  const res = await admin.post('/api/event/reveal', { data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function publicCandidates(request: APIRequestContext, limit = 10) {
  const res = await request.get(`/api/candidates/fetch?page=1&limit=${limit}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { candidates: { _id: string; name: string; voteCount: number | null }[] }).candidates;
}

/**
 * One paid vote through the sandbox gateway in its own browser context: the API starts it (as the
 * vote modal does), the browser posts the signed fields and presses "Simulate success".
 */
export async function payOneVote(browser: Browser, candidateId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.request.post('/api/vote/initiate', {
    data: { candidateId, votes: 1, amount: 100, voterName: 'Stage Fan', voterEmail: 'stage.fan@example.in', voterPhone: '9820011223' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { url, paymentData } = (await res.json()) as { url: string; paymentData: Record<string, string | number> };
  await page.goto('/faq');
  await postCheckoutForm(page, url, paymentData);
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/\/contestants\?status=SUCCESS&/);
  await context.close();
}
