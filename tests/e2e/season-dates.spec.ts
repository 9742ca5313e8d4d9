import { formatIst, formatLocal } from '@pageant/common/content/zoned-format';
import { FINALE_ICS_URL } from '@pageant/common/content/finale-calendar';
import { expect, test, type APIRequestContext, workerBaseURL } from './fixtures';
import { adminRequest, setEvent } from './pages/event-switch';
import { clearSchedule, fromNow, setSchedule } from './pages/finale';

/** Whole minutes, as the admin's editor sets them. */
const minuteFromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();
const DAY = 86_400_000;

const VENUE = 'Jio World Centre, Mumbai';
const season = {
  finale: { at: minuteFromNow(60 * DAY), venue: VENUE },
  registration: { opensAt: minuteFromNow(-DAY), closesAt: minuteFromNow(30 * DAY) },
  auditions: [],
};
const votingClosesAt = fromNow(3 * DAY);

test.describe.configure({ mode: 'serial' });

test.describe("the season's dates on the public pages (issue #32)", () => {
  let admin: APIRequestContext;
  /** The calendar the server had (the demo's, seeded around today): put back afterwards for the other specs. */
  let before: unknown;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
    before = await (await admin.get('/api/admin/season')).json();
    expect((await admin.put('/api/admin/season', { data: season })).ok()).toBeTruthy();
    await setEvent(admin, true);
    await setSchedule(admin, { opensAt: fromNow(-60_000), closesAt: votingClosesAt });
  });

  test.afterAll(async () => {
    // The other specs expect the seeded defaults: the demo calendar, no schedule, event closed.
    expect((await admin.put('/api/admin/season', { data: before })).ok()).toBeTruthy();
    await clearSchedule(admin);
    await setEvent(admin, false);
    await admin.dispose();
  });

  test('the first HTML, before any script, states the finale, the deadline and the voting close in IST', async ({ request }) => {
    const html = async (path: string) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      return res.text();
    };
    for (const path of ['/', '/competitions']) {
      const page = await html(path);
      expect(page, path).toContain(formatIst(season.finale.at));
      expect(page, path).toContain(VENUE);
      expect(page, path).toContain(`href="${FINALE_ICS_URL}"`);
      expect(page, path).toMatch(/Starts in <span[^>]*>\d+ days? \d+ hours?</);
    }
    expect(await html('/faq')).toMatch(new RegExp(`Registration closes <time [^>]*>${formatIst(season.registration.closesAt)}</time>`));
    expect(await html('/contestants')).toContain(formatIst(votingClosesAt));
  });

  test('in New York, her own time is added beside the IST one without moving the page; the calendar file downloads', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      baseURL: workerBaseURL(testInfo),
      timezoneId: 'America/New_York',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const finale = page.getByTestId('finale-date');
    await expect(finale).toContainText(formatIst(season.finale.at));
    await expect(finale.getByTestId('local-time')).toHaveText(`(${formatLocal(season.finale.at, 'America/New_York')} in your time)`);
    // Entries buffered since the page began, read at once (takeRecords) rather than waited for.
    const shifted = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as unknown as { value: number }[];
      observer.disconnect();
      return entries.reduce((sum, e) => sum + e.value, 0);
    });
    expect(shifted).toBeLessThan(0.01);

    const [download] = await Promise.all([page.waitForEvent('download'), finale.getByRole('link', { name: 'Add to calendar' }).click()]);
    const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const startsAt = new Date(season.finale.at).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(unfolded).toContain(`\r\nDTSTART:${startsAt}\r\n`);
    expect(unfolded).toContain('\r\nSUMMARY:Season 10 Grand Finale\r\n');
    expect(unfolded).toContain('\r\nLOCATION:Jio World Centre\\, Mumbai\r\n');
    await context.close();
  });
});
