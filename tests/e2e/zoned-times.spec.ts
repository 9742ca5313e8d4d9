import { expect, test, workerBaseURL, type Locator, type Page } from './fixtures';
import { AdminLoginPage } from './pages/admin-pages';
import { AdminPaymentsPage } from './pages/admin-payments';
import { eventOnDuringTheseTests } from './pages/event-switch';
import { payVote } from './pages/sandbox-payments';

/**
 * Issue #32: times carry their zone. A fan in New York reads her receipt in India's time and in her
 * own; the admin's rows and date filters are both IST, whatever zone the admin's laptop is in.
 */

const NEW_YORK = 'America/New_York';
test.use({ timezoneId: NEW_YORK });
test.describe.configure({ timeout: 90_000 });

eventOnDuringTheseTests();

/** What a clock in `timeZone` reads at `iso`, as the site writes it ("1:10 am"): Intl here, not the site's code. */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s+/g, ' ')
    .toLowerCase();
/** "27 Nov 2026": the IST date, as the site writes it. */
const istDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
/** The IST calendar day of an instant, as a date input takes it ("2026-11-27"). */
const istDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

let txnid = '';
let paidAt = '';
let createdAt = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: workerBaseURL(testInfo) });
  // A contestant from the end of the first page, where the other specs' favourites are not.
  const { candidates } = (await (await request.get('/api/candidates/fetch?page=1&limit=12')).json()) as { candidates: { _id: string }[] };
  txnid = await payVote(request, candidates.at(-3)!._id, 750, 37_500);
  const receipt = (await (await request.get(`/api/payments/${txnid}/receipt`)).json()) as { createdAt: string; settledAt: string };
  paidAt = receipt.settledAt;
  createdAt = receipt.createdAt;
  await request.dispose();
});

/** A row of the receipt's list, by its term. */
const receiptRow = (page: Page, term: string): Locator =>
  page
    .getByTestId('payment-receipt')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) });

/** Where a row sits inside the receipt: what her line would push down if its room were not kept. */
async function offsetInReceipt(page: Page, term: string) {
  const paper = (await page.getByTestId('payment-receipt').boundingBox())!;
  const row = (await receiptRow(page, term).boundingBox())!;
  return { top: row.y - paper.y, paperHeight: paper.height };
}

test('a vote receipt read in New York says when she paid in IST and in her time, and adding hers moves nothing', async ({
  page,
  browser,
}, testInfo) => {
  const phone = { width: 390, height: 844 };
  const ist = `${istDate(paidAt)}, ${clockIn(paidAt, 'Asia/Kolkata')} IST`;

  // The first HTML, before any script: IST only, the room for her line already kept.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: NEW_YORK,
    viewport: phone,
    baseURL: workerBaseURL(testInfo),
  });
  const first = await bare.newPage();
  await first.goto(`/receipt/${txnid}`);
  await expect(receiptRow(first, 'Paid')).toContainText(ist);
  await expect(receiptRow(first, 'Paid').getByTestId('payment-local-time')).toBeEmpty();
  const currencyBefore = await offsetInReceipt(first, 'Currency');
  await bare.close();

  await page.setViewportSize(phone);
  await page.goto(`/receipt/${txnid}`);
  const paid = receiptRow(page, 'Paid');
  await expect(paid).toContainText(ist);
  const local = paid.getByTestId('payment-local-time');
  await expect(local).toHaveText(new RegExp(`^(\\d{1,2} \\w{3}, )?${clockIn(paidAt, NEW_YORK)} E[SD]T your time$`));
  expect(await offsetInReceipt(page, 'Currency')).toEqual(currencyBefore);
  await page.screenshot({ path: testInfo.outputPath('receipt-new-york-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('receipt-new-york-1440.png'), fullPage: true });

  // On paper too.
  await page.emulateMedia({ media: 'print' });
  await expect(local).toBeVisible();
  await expect(paid).toContainText(ist);
});

test('the admin payments screen shows rows and date filters in the same zone, and the payment’s IST day finds it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new AdminLoginPage(page).signIn();
  const payments = new AdminPaymentsPage(page);
  await payments.open();

  const from = page.getByLabel('From (IST)');
  const to = page.getByLabel('To (IST)');
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  // The admin's laptop is in New York; the row reads India's time, as the filters do.
  await expect(payments.row(txnid)).toContainText(`${istDate(createdAt)}, ${clockIn(createdAt, 'Asia/Kolkata')} IST`);

  const day = istDay(createdAt);
  await from.fill(day);
  await to.fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(payments.row(txnid)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-payments-ist.png'), fullPage: true });

  const next = istDay(new Date(Date.parse(`${day}T12:00:00+05:30`) + 24 * 3_600_000).toISOString());
  await to.fill(next);
  await from.fill(next);
  await expect(page).toHaveURL(new RegExp(`from=${next}&to=${next}`));
  await expect(payments.heading()).toHaveText(/^Payments \(\d+\)$/);
  await expect(payments.row(txnid)).toHaveCount(0);
});
