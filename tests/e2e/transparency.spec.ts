import { expect, test, type APIRequestContext, workerBaseURL } from './fixtures';
import { adminRequest, setEvent } from './pages/event-switch';
import { payDonation, payVote } from './pages/sandbox-payments';

/** Issue #16: the public transparency page, rendered on the server, phone and desktop. */
let admin: APIRequestContext;

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await adminRequest(playwright, workerBaseURL(testInfo));
  await setEvent(admin, true);
  const list = await (await admin.get('/api/candidates/fetch?page=1&limit=2')).json();
  await payVote(admin, list.candidates[1]._id, 3, 300);
  await payDonation(admin, 1500);
  await setEvent(admin, false);
});

test.afterAll(async () => {
  await admin.dispose();
});

const figuresOf = async (request: APIRequestContext) => (await request.get('/api/transparency')).json();

test('the page arrives rendered with the published figures and fingerprints', async ({ request }) => {
  const figures = await figuresOf(request);
  const html = await (await request.get('/transparency')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Transparency');
  expect(html).toContain('Daily ledger fingerprint');
  expect(html).toContain(figures.votes.total.toLocaleString('en-IN'));
  for (const day of figures.ledgerFingerprints) expect(html).toContain(day.sha256);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a visitor reads the totals, every contestant and each day’s fingerprint, with nothing cut off`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const figures = await figuresOf(request);
    await page.goto('/transparency');
    await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
    const figure = (label: string | RegExp) => page.getByRole('listitem').filter({ hasText: label });
    await expect(figure('votes counted, after refunds')).toContainText(figures.votes.total.toLocaleString('en-IN'));
    await expect(figure(/paid vote payments? behind them/)).toContainText(figures.votes.payments.toLocaleString('en-IN'));
    await expect(figure('meals funded')).toContainText(figures.donations.meals.toLocaleString('en-IN'));

    const table = page.getByRole('table', { name: 'Votes per contestant' });
    await expect(table.locator('tbody tr')).toHaveCount(figures.votes.byCandidate.length);
    const top = figures.votes.byCandidate[0];
    await expect(table.locator('tbody tr').first()).toContainText(top.name);

    const days = page.getByRole('list', { name: /Daily ledger fingerprints/ }).getByRole('listitem');
    await expect(days).toHaveCount(figures.ledgerFingerprints.length);
    expect(figures.ledgerFingerprints.length).toBeGreaterThan(0);
    await expect(days.first()).toContainText(figures.ledgerFingerprints.at(-1).sha256);
    await expect(page.getByText('txnid|contestant|votes|amount|time')).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('the footer links to the page', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
});

test('the contestants page links to it', async ({ page, playwright, baseURL }) => {
  const admin = await adminRequest(playwright, baseURL!);
  await setEvent(admin, true);
  try {
    await page.goto('/contestants');
    await page.getByRole('link', { name: 'See how every vote is counted' }).click();
    await expect(page).toHaveURL(/\/transparency$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
  } finally {
    await setEvent(admin, false);
    await admin.dispose();
  }
});
