import { expect, test, type Page } from './fixtures';
import { AdminLoginPage } from './pages/admin-pages';
import { AdminPaymentsPage } from './pages/admin-payments';
import { eventOnDuringTheseTests } from './pages/event-switch';
import { payDonation, payVote } from './pages/sandbox-payments';

/** Issue #17: the admin screens and receipts show every amount in its own currency, and never add rupees to dollars. */
let candidate: { _id: string; name: string };
let rupeeVote: string;
let rupeeDonation: string;

test.describe.configure({ timeout: 120_000 });

const event = eventOnDuringTheseTests();

test.beforeAll(async () => {
  const admin = event.admin;
  const list = await (await admin.get('/api/candidates/fetch?page=1&limit=1')).json();
  candidate = list.candidates[0];
  rupeeVote = await payVote(admin, candidate._id, 750, 37_500);
  rupeeDonation = await payDonation(admin, 2500);
});

async function login(page: Page) {
  await new AdminLoginPage(page).signIn();
}

/** One CSV line's cells; a quoted cell ("Donation, one-time") keeps its comma. */
const cellsOf = (line: string) => [...line.matchAll(/(?:"((?:[^"]|"")*)"|([^,]*))(?:,|$)/g)].map((m) => m[1]?.replace(/""/g, '"') ?? m[2]!);

const ledgerRow = (page: Page, txnid: string) =>
  page.getByRole('table', { name: 'Vote payments' }).locator('tbody tr').filter({ hasText: txnid });

test('the votes dashboard shows each payment with its currency and the revenue per currency, each with its symbol', async ({ page }) => {
  await login(page);
  await page.getByRole('link', { name: 'Votes' }).click();

  const row = ledgerRow(page, rupeeVote);
  await expect(row).toContainText('₹37,500.00');
  await expect(row).toContainText('INR');
  const totals = page.getByLabel('Vote totals');
  await expect(totals).toContainText(/Revenue \(INR\)₹[\d,]+\.\d\d/);
  await expect(totals).toContainText(/Revenue \(USD\)\$[\d,]+\.\d\d/);
});

test('the payments screen filters by currency, and the CSV has a Currency column beside the plain amount', async ({ page }) => {
  await login(page);
  const payments = new AdminPaymentsPage(page);
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(payments.row(rupeeDonation)).toContainText('₹2,500');
  await expect(payments.row(rupeeDonation)).toContainText('INR');

  await payments.filter('Currency').selectOption('USD');
  await expect(page).toHaveURL(/currency=USD/);
  await expect(payments.row(rupeeDonation)).toHaveCount(0);
  await expect(payments.exportLink()).toHaveAttribute('href', '/api/admin/payments/export.csv?currency=USD');

  const csv = await page.request.get('/api/admin/payments/export.csv?currency=INR&purpose=donation');
  expect(csv.ok()).toBeTruthy();
  const [header, ...lines] = (await csv.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map(cellsOf);
  expect(header![header!.indexOf('Amount') + 1]).toBe('Currency');
  const line = lines.find((l) => l[0] === rupeeDonation)!;
  expect([line[header!.indexOf('Amount')], line[header!.indexOf('Currency')]]).toEqual(['2500.00', 'INR']);
});

/**
 * The dollar half: a US supporter pays through the Stripe sandbox (the e2e server runs with
 * STRIPE_MODE's default, sandbox, so GET /api/pricing must list USD), and the admin and the receipt
 * show dollars.
 */
test('a donation paid in dollars shows in dollars on the payments screen and on its receipt', async ({ page, request }) => {
  const pricing = await request.get('/api/pricing');
  expect(pricing.ok()).toBeTruthy();
  const usd = ((await pricing.json()) as { USD?: { donationPresets: number[] } }).USD;
  expect(usd, 'the sandbox build offers dollars').toBeDefined();

  const amount = usd!.donationPresets[0]!;
  const started = await request.post('/api/donation/initiate', { data: { amount, mode: 'once', currency: 'USD' } });
  expect(started.ok()).toBeTruthy();
  const { url, method, txnid } = (await started.json()) as { url: string; method: string; txnid: string };
  expect(method).toBe('GET');
  await page.goto(url);
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/currency=USD/);

  const shown = `$${amount.toLocaleString('en-US')}`;
  await login(page);
  const payments = new AdminPaymentsPage(page);
  await payments.open('?currency=USD');
  await expect(payments.row(txnid)).toContainText(shown);
  await expect(payments.row(txnid)).toContainText('USD');
  await expect(payments.totals()).not.toContainText('₹');

  await page.goto(`/receipt/${txnid}`);
  await expect(page.getByTestId('receipt-amount')).toHaveText(`${shown}.00`);
  await expect(page.getByTestId('payment-receipt')).toContainText('USD (US dollars)');
});
