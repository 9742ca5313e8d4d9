import { expect, test, type APIRequestContext, workerBaseURL } from './fixtures';
import { E2E_ADMIN } from '../../playwright.config';
import { AdminLoginPage } from './pages/admin-pages';
import { adminRequest, firstContestantId, setEvent } from './pages/event-switch';
import { clearSchedule, fromNow, setSchedule } from './pages/finale';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Counts hidden now: the window is open and the hide time has passed. */
const hiddenNow = () => ({ opensAt: fromNow(-3_600_000), closesAt: fromNow(3_600_000), hideCountsFrom: fromNow(-2_000) });

test.describe('hidden counts and the reveal (issue #15)', () => {
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
    await setEvent(admin, true);
  });

  test.afterAll(async () => {
    await clearSchedule(admin);
    await setEvent(admin, false);
    await admin.dispose();
  });

  for (const width of [390, 1440]) {
    test(`the grid and the podium say the counts are hidden and show no number at ${width} px`, async ({ browser }) => {
      await setSchedule(admin, hiddenNow());
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/contestants');
      const grid = page.getByRole('list', { name: 'Contestants' });
      await expect(grid.getByRole('article').first()).toBeVisible({ timeout: 30_000 });

      await expect(page.getByTestId('podium-hidden')).toContainText('The counts are hidden until the reveal');
      await expect(page.getByRole('list', { name: 'Top three contestants' })).toHaveCount(0);
      await expect(grid.getByTestId('count-hidden').first()).toHaveText('Counts hidden');
      await expect(grid.getByTestId('vote-count')).toHaveCount(0);
      // No digit in any card's count row, and the grid is in name order, not by votes.
      // Text contents, not innerText: what the DOM holds, drawn or not.
      const names = await grid.getByRole('article').getByRole('heading').allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      await context.close();
    });
  }

  test('the single page shows the hidden circle; the admin dashboard still sees every count', async ({ page, request }) => {
    await setSchedule(admin, hiddenNow());
    const id = await firstContestantId(request);
    await page.goto(`/contestants/vote/${id}`);
    const circle = page.getByTestId('vote-circle');
    await expect(circle.getByTestId('count-hidden')).toHaveText('Counts hidden');
    await expect(circle).not.toContainText(/\d/);

    const login = new AdminLoginPage(page);
    await login.open();
    await login.login(E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/votes');
    await expect(page.getByRole('status').filter({ hasText: 'Counts are hidden from the public' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Candidate votes' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const votes = await table.locator('tbody tr td:last-child').allInnerTexts();
    expect(votes.every((v) => /^\d[\d,]*$/.test(v.trim()))).toBe(true);
  });

  test('the admin reveals the counts and an open contestants page shows the Final results without a reload', async ({ page, browser }) => {
    await setSchedule(admin, hiddenNow());
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/contestants');
    await expect(visitor.getByTestId('podium-hidden')).toBeVisible({ timeout: 30_000 });

    const login = new AdminLoginPage(page);
    await login.open();
    await login.login(E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole('tab', { name: 'Event On/Off', exact: true }).click();
    await expect(page.getByTestId('schedule-state')).toContainText(/Counts hidden since (\d{1,2} [A-Z][a-z]{2}, )?\d\d:\d\d IST/);
    await page.getByRole('button', { name: 'Reveal counts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal the counts?' });
    await dialog.getByRole('button', { name: 'Reveal counts' }).click();
    await expect(page.getByTestId('schedule-state')).toContainText(/Counts revealed at (\d{1,2} [A-Z][a-z]{2}, )?\d\d:\d\d IST/);

    await expect(visitor.getByRole('heading', { name: 'Final results' })).toBeVisible({ timeout: 15_000 });
    const podium = visitor.getByRole('list', { name: 'Final results: the top three' });
    await expect(podium.getByRole('listitem')).toHaveCount(3);
    await expect(podium.getByTestId('vote-count').first()).toHaveText(/^\d[\d,]*$/);
    await expect(visitor.getByRole('list', { name: 'Contestants' }).getByTestId('count-hidden')).toHaveCount(0);
    await visitorContext.close();
  });
});
