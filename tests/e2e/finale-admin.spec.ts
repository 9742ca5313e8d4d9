import { expect, test, type APIRequestContext, type Page, workerBaseURL } from './fixtures';
import { AdminLoginPage } from './pages/admin-pages';
import { adminRequest, setEvent } from './pages/event-switch';
import { clearSchedule } from './pages/finale';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A `datetime-local` value in India time for an instant `ms` from now (IST is UTC+5:30 all year). */
const istInput = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);

async function openEventTab(page: Page) {
  await new AdminLoginPage(page).signIn();
  await page.getByRole('tab', { name: 'Event On/Off', exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Event status' })).toBeVisible();
}

test.describe('the admin schedules the finale (issue #15)', () => {
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
    await clearSchedule(admin);
    await setEvent(admin, false);
  });

  test.afterAll(async () => {
    await clearSchedule(admin);
    await setEvent(admin, false);
    await admin.dispose();
  });

  for (const width of [390, 1440]) {
    test(`fills the times in India time, sees US Eastern follow, saves and reads the state in words at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openEventTab(page);
      const opensIst = page.getByLabel('Voting opens, India (IST)');
      const opensEt = page.getByLabel('Voting opens, US Eastern (ET)');

      // 2 h 14 min and a little, so the words read exactly that for a while.
      await opensIst.fill(istInput(2 * 3_600_000 + 15 * 60_000));
      await expect(opensEt).not.toHaveValue('');
      const ist = Date.parse(`${await opensIst.inputValue()}:00+05:30`);
      const et = await opensEt.inputValue();
      // The ET wall time read as UTC is 4 h (EDT) or 5 h (EST) before the instant.
      const gap = ist - Date.parse(`${et}:00Z`);
      expect([4 * 3_600_000, 5 * 3_600_000]).toContain(gap);

      await page.getByLabel('Voting closes, India (IST)').fill(istInput(5 * 3_600_000));
      await page.getByLabel('Hide counts from, India (IST)').fill(istInput(4 * 3_600_000));
      await page.getByRole('button', { name: 'Save schedule' }).click();

      await expect(page.getByText('Voting schedule saved.').first()).toBeVisible();
      const state = page.getByTestId('schedule-state');
      // A time past midnight in India carries its day ('25 Nov, 00:41 IST').
      await expect(state).toContainText(/Voting opens in 2 h 1[45] min · (\d{1,2} [A-Z][a-z]{2}, )?\d\d:\d\d IST/);
      await expect(state).toContainText(/Counts will be hidden in 3 h \d+ min · (\d{1,2} [A-Z][a-z]{2}, )?\d\d:\d\d IST/);

      const saved = (await (await admin.get('/api/event/status')).json()) as { schedule: { opensAt: string; closesAt: string } };
      expect(Date.parse(saved.schedule.opensAt)).toBe(ist);

      // Clearing a time saves it as null.
      await page.getByRole('button', { name: 'Clear hide counts from' }).click();
      await page.getByRole('button', { name: 'Save schedule' }).click();
      await expect(state).toContainText('Counts are public');
      const cleared = (await (await admin.get('/api/event/status')).json()) as { schedule: { hideCountsFrom: string | null } };
      expect(cleared.schedule.hideCountsFrom).toBeNull();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await clearSchedule(admin);
    });
  }

  test('refuses a closing before the opening with a clear message and saves nothing', async ({ page }) => {
    await openEventTab(page);
    await page.getByLabel('Voting opens, India (IST)').fill(istInput(3 * 3_600_000));
    await page.getByLabel('Voting closes, India (IST)').fill(istInput(3_600_000));
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Voting must close after it opens.' })).toBeVisible();
    const status = (await (await admin.get('/api/event/status')).json()) as { schedule: { opensAt: string | null } };
    expect(status.schedule.opensAt).toBeNull();
  });
});
