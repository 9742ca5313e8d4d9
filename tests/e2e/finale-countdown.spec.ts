import { expect, test, type APIRequestContext, workerBaseURL } from './fixtures';
import { adminRequest, setEvent } from './pages/event-switch';
import { clearSchedule, fromNow, setSchedule } from './pages/finale';

// A boundary a few seconds ahead, crossed by a page nobody touches, on the shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.describe('the public countdown to an announced voting window (issue #15)', () => {
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
  });

  test.afterAll(async () => {
    // The other specs expect the seeded default: no schedule, event closed.
    await clearSchedule(admin);
    await setEvent(admin, false);
    await admin.dispose();
  });

  test('the home page counts down to the opening, then flips to the closing without a reload', async ({ page }) => {
    await setEvent(admin, false);
    await setSchedule(admin, { opensAt: fromNow(15_000), closesAt: fromNow(3_600_000) });

    await page.goto('/');
    const text = page.getByTestId('countdown-text');
    await expect(text).toHaveText(/^Voting opens in \d{1,2} s$/);
    await expect(page.getByTestId('countdown')).toContainText('(your time)');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Contestants' })).toHaveCount(0);

    // Nobody touches the page: its own timer re-reads the status at the boundary.
    await expect(text).toHaveText(/^Voting closes in (59 min \d\d s|1 h 0 min)$/, { timeout: 45_000 });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Contestants' }).first()).toBeVisible();
  });

  for (const width of [390, 1440]) {
    test(`/contestants shows "Voting closes in…" in the visitor's time zone at ${width} px`, async ({ browser }) => {
      // The switch, once set, rules until the next boundary after it was set (issue #15): set it to agree.
      await setEvent(admin, true);
      await setSchedule(admin, { opensAt: fromNow(-60_000), closesAt: fromNow(2 * 3_600_000 + 14 * 60_000 + 30_000) });
      const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'America/New_York' });
      const page = await context.newPage();
      await page.goto('/contestants');
      await expect(page.getByTestId('countdown-text')).toHaveText(/^Voting closes in 2 h 14 min$/);
      await expect(page.getByTestId('countdown')).toContainText(/Closes .*(EST|EDT|GMT-5|GMT-4).*\(your time\)/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
