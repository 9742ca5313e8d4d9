import { expect, test, type APIRequestContext, type Page, workerBaseURL } from './fixtures';
import { E2E_ADMIN } from '../../playwright.config';
import { AdminLoginPage } from './pages/admin-pages';
import { adminRequest, setEvent } from './pages/event-switch';
import { clearSchedule, fromNow, payOneVote, publicCandidates, setSchedule } from './pages/finale';

// A gateway round trip and a boundary crossed live, on the shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const digits = (s: string) => Number(s.replace(/\D/g, ''));

async function openStage(page: Page) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/live');
  await expect(page.getByTestId('stage-row')).toHaveCount(10, { timeout: 30_000 });
}

test.describe('the stage display /live (issue #15)', () => {
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
    await clearSchedule(admin);
    await setEvent(admin, true);
  });

  test.afterAll(async () => {
    await clearSchedule(admin);
    await setEvent(admin, false);
    await admin.dispose();
  });

  test('shows the top ten as bars with counts, the total and a QR code to /contestants, with no header or footer', async ({
    page,
    request,
  }) => {
    await openStage(page);
    const top = await publicCandidates(request, 10);
    const rows = page.getByTestId('stage-row');
    await expect(rows.first()).toHaveAttribute('aria-label', new RegExp(`^1\\. ${top[0]!.name}:`));
    await expect(rows.first().getByTestId('stage-count')).toHaveText(top[0]!.voteCount!.toLocaleString('en-IN'));
    await expect(page.getByTestId('stage-bar')).toHaveCount(10);
    expect(digits(await page.getByTestId('stage-total').innerText())).toBeGreaterThanOrEqual(top[0]!.voteCount!);

    const qr = page.getByTestId('qr-code');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('aria-label', /\/contestants$/);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // Letterboxed to 16:9 in a window of another shape.
    await page.setViewportSize({ width: 1000, height: 1000 });
    const box = (await page.getByTestId('stage').boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    expect(box.width).toBeLessThanOrEqual(1000);
  });

  test('a paid vote through the sandbox moves her count and the total live', async ({ page, browser, request }) => {
    await openStage(page);
    const tenth = (await publicCandidates(request, 10))[9]!;
    const row = page.getByTestId('stage-row').filter({ hasText: tenth.name });
    await expect(row.getByTestId('stage-count')).toHaveText(tenth.voteCount!.toLocaleString('en-IN'));
    const total = digits(await page.getByTestId('stage-total').innerText());

    await payOneVote(browser, tenth._id);

    await expect(row.getByTestId('stage-count')).toHaveText((tenth.voteCount! + 1).toLocaleString('en-IN'), { timeout: 15_000 });
    await expect(page.getByTestId('stage-total')).toContainText((total + 1).toLocaleString('en-IN'));
  });

  test('turns to the hidden state at the hide time without a reload, with no count anywhere', async ({ page }) => {
    await setSchedule(admin, { opensAt: fromNow(-3_600_000), closesAt: fromNow(3_600_000), hideCountsFrom: fromNow(8_000) });
    await openStage(page);
    await expect(page.getByTestId('stage-countdown')).toContainText('Voting closes in');

    await expect(page.getByTestId('stage-hidden')).toContainText('The counts are hidden until the reveal', { timeout: 30_000 });
    await expect(page.getByTestId('stage-count')).toHaveCount(0);
    await expect(page.getByTestId('stage-total')).toContainText('Counts hidden');
    await expect(page.getByTestId('stage-total')).not.toContainText(/\d/);
  });

  test('on a signed-in laptop it still shows only what the public sees', async ({ page }) => {
    await setSchedule(admin, { opensAt: fromNow(-3_600_000), closesAt: fromNow(3_600_000), hideCountsFrom: fromNow(-2_000) });
    const login = new AdminLoginPage(page);
    await login.open();
    await login.login(E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/live');
    await expect(page.getByTestId('stage-hidden')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('stage-count')).toHaveCount(0);
    await expect(page.getByTestId('stage-total')).not.toContainText(/\d/);
  });
});
