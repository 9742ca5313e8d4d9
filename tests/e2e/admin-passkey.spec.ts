import { spawn, type ChildProcess } from 'node:child_process';
import type { CDPSession, Page } from '@playwright/test';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { expect, request, test } from './fixtures';
import { E2E_ADMIN } from '../../playwright.config';
import { AdminLoginPage } from './pages/admin-pages';
import { waitForMail } from './pages/outbox';

/**
 * Passkeys belong to the server's PUBLIC_URL host, and a browser refuses an IP address as a passkey's
 * site: the workers' servers are on 127.0.0.1, so this spec runs its own server named localhost.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317) + 50;
const BASE = `http://localhost:${PORT}`;
const FINANCE = { email: 'finance.passkey@example.com', name: 'Farah Finance', password: 'finance passkey password 1' };

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['tests/e2e/start-server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE}/api/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 110_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

/** Chromium's built-in stand-in for a phone's or laptop's passkey: always present, always verifies her. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return cdp;
}

async function signInWithPassword(page: Page, username: string, password: string) {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.login(username, password);
}

async function addPasskey(page: Page, label: string) {
  const section = page.getByRole('region', { name: 'Second factor' });
  await section.getByLabel('Name (optional)').fill(label);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('list', { name: 'Your passkeys' }).getByText(label)).toBeVisible();
}

/** My account at a phone's and a desktop's size, for a person to look at (E2E_SCREENSHOTS=dir). */
async function screenshots(page: Page) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/my-account-${width}x${height}.png`, fullPage: true });
  }
  // The authenticator app's setup (QR code and key), as she sees it before confirming.
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('region', { name: 'Second factor' }).screenshot({ path: `${dir}/totp-setup-${width}.png` });
  }
}

test('the owner requires a second factor: a finance admin is led to set one up first, then reaches Payments', async ({ page }) => {
  test.slow();
  // The owner acts through the API, as a script would: she invites Farah as finance, then turns the policy on.
  const owner = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  expect((await owner.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  expect((await owner.post('/api/admin/users', { data: { email: FINANCE.email, name: FINANCE.name, role: 'finance' } })).ok()).toBe(true);
  const mail = await waitForMail(BASE, FINANCE.email, /admin\/invite\?token=/);
  const token = /admin\/invite\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1];
  const accepted = await owner.post('/api/admin/invitations/accept', {
    data: { token, password: FINANCE.password, confirm: FINANCE.password },
  });
  expect(accepted.ok()).toBe(true);
  expect((await owner.put('/api/admin/security-policy', { data: { requireSecondFactor: true } })).ok()).toBe(true);
  await owner.dispose();

  await virtualAuthenticator(page);
  await signInWithPassword(page, FINANCE.email, FINANCE.password);
  // Every screen leads to My account's second factor until she has one.
  await expect(page).toHaveURL(/\/admin\/account#second-factor$/);
  const section = page.getByRole('region', { name: 'Second factor' });
  await expect(section.getByText(ADMIN_ACCOUNT_MSG.secondFactorRequired)).toBeVisible();
  await page.goto('/admin/payments');
  await expect(page).toHaveURL(/\/admin\/account#second-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  await addPasskey(page, 'Farah phone');
  await expect(section.getByText(ADMIN_ACCOUNT_MSG.secondFactorRequired)).toBeHidden();
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).first().click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(ADMIN_ACCOUNT_MSG.secondFactorRequired)).toHaveCount(0);
});

test('she registers a passkey in My account, signs out, and signs in with password and passkey', async ({ page }) => {
  // Three sign-ins and a passkey ceremony each way: more than the default budget on a busy machine.
  test.slow();
  await virtualAuthenticator(page);
  await signInWithPassword(page, E2E_ADMIN.username, E2E_ADMIN.password);
  // The policy from the test before holds the owner too: My account is where she starts.
  await expect(page).toHaveURL(/\/admin\/account#second-factor$/);
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible();
  await addPasskey(page, 'Test laptop');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInWithPassword(page, E2E_ADMIN.username, E2E_ADMIN.password);
  // The password alone does not sign her in now.
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('navigation').getByRole('link', { name: 'My account' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toContainText('last used');
  await screenshots(page);
});
