import type { Page } from '@playwright/test';
import { expect, request, test, workerBaseURL } from './fixtures';
import { E2E_ADMIN } from '../../playwright.config';
import { AdminLoginPage } from './pages/admin-pages';
import { waitForMail } from './pages/outbox';

/** Issue #34: a finance admin, invited by the owner, sees only what her role may use. */

const FINANCE = { email: `fatima.finance.${Date.now()}@example.com`, name: 'Fatima Finance', password: 'finance roles password 1' };

/** The screen at a phone's and a desktop's size, for a person to look at (E2E_SCREENSHOTS=dir). */
async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Loaded afresh at that size, as she would open it on that screen.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

test('finance: no Backups in her menu, a clear panel on the Backups screen, no event switch, content read-only, and the server says 403 naming the role', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const base = workerBaseURL(testInfo);
  // The owner invites her through the API, as a script would.
  const owner = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  expect((await owner.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  expect((await owner.post('/api/admin/users', { data: { email: FINANCE.email, name: FINANCE.name, role: 'finance' } })).ok()).toBe(true);
  const mail = await waitForMail(base, FINANCE.email, /admin\/invite\?token=/);
  const token = /admin\/invite\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1];
  expect(
    (await owner.post('/api/admin/invitations/accept', { data: { token, password: FINANCE.password, confirm: FINANCE.password } })).ok(),
  ).toBe(true);
  await owner.dispose();

  await page.setViewportSize({ width: 1440, height: 900 });
  const login = new AdminLoginPage(page);
  await login.open();
  await login.login(FINANCE.email, FINANCE.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Backups' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // The dashboard: no event switch; a content tab she can read but not change.
  await expect(page.getByRole('tab', { name: 'Home Images' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Event On/Off' })).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByText('Read-only. Changing this needs the Owner, Manager or Editor role.')).toBeVisible();
  await screenshots(page, 'roles-finance-dashboard');

  // A bookmark to a screen her role may not open.
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { name: 'Backups: This needs the Owner role.' })).toBeVisible();
  await screenshots(page, 'roles-finance-backups');

  // Whatever the page hides, the server refuses: her session switching the event gets the 403.
  const refused = await page.request.post('/api/event/toggle', { data: { isActive: true }, headers: { origin: base } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    code: 'ROLE_REQUIRED',
    message: 'This needs the Owner or Manager role.',
    roles: ['owner', 'manager'],
  });
});
