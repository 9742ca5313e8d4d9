import { expect, test, type Page } from './fixtures';
import { AdminLoginPage, adminNav } from './pages/admin-pages';
import { AdminPaymentsPage } from './pages/admin-payments';
import { eventOnDuringTheseTests } from './pages/event-switch';
import { payDonation, payVote } from './pages/sandbox-payments';

/** Issue #16: the admin Payments screen and a refund, end to end through the sandbox gateway. */
let candidate: { _id: string; name: string };
let paidVote: string;
let failedDonation: string;
let paidDonation: string;

test.describe.configure({ timeout: 90_000 });

const event = eventOnDuringTheseTests();

test.beforeAll(async () => {
  const admin = event.admin;
  const list = await (await admin.get('/api/candidates/fetch?page=1&limit=1')).json();
  candidate = list.candidates[0];
  paidVote = await payVote(admin, candidate._id, 750, 37_500);
  paidDonation = await payDonation(admin, 2500);
  failedDonation = await payDonation(admin, 1200, 'Simulate failure');
});

async function loginAndOpen(page: Page, query = '') {
  await new AdminLoginPage(page).signIn();
  const payments = new AdminPaymentsPage(page);
  await (await adminNav(page)).getByRole('link', { name: 'Payments' }).click();
  await expect(payments.heading()).toBeVisible();
  if (query) await payments.open(query);
  return payments;
}

test('an admin narrows the payments by purpose and status, sees the totals of that set, and exports the same filters', async ({ page }) => {
  const payments = await loginAndOpen(page);
  await expect(payments.row(paidVote)).toBeVisible();

  await payments.filter('Purpose').selectOption('donation');
  await expect(page).toHaveURL(/purpose=donation/);
  await expect(payments.row(paidVote)).toHaveCount(0);
  await expect(payments.row(paidDonation)).toBeVisible();
  await expect(payments.row(failedDonation)).toBeVisible();
  for (const text of await payments.rows().allInnerTexts()) expect(text).toMatch(/Donation/);

  await payments.filter('Status').selectOption('failure');
  await expect(page).toHaveURL(/status=failure/);
  await expect(payments.row(paidDonation)).toHaveCount(0);
  await expect(payments.row(failedDonation)).toContainText('Failed');
  await expect(payments.totals()).toContainText('Failed');
  await expect(payments.totals()).not.toContainText('Paid');
  await expect(payments.exportLink()).toHaveAttribute('href', '/api/admin/payments/export.csv?purpose=donation&status=failure');

  // The CSV behind the link holds the same payments as the screen.
  const csv = await page.request.get('/api/admin/payments/export.csv?purpose=donation&status=failure');
  expect(csv.ok()).toBeTruthy();
  const text = await csv.text();
  expect(text).toContain(failedDonation);
  expect(text).not.toContain(paidDonation);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(payments.row(paidVote)).toBeVisible();
});

test('an admin refunds a paid vote with a reason, and the public count goes down', async ({ page, request }) => {
  const before = await (await request.get('/api/transparency')).json();
  const votesBefore = before.votes.byCandidate.find((c: { candidateId: string }) => c.candidateId === candidate._id).votes as number;

  const payments = await loginAndOpen(page, '?purpose=vote&status=success');
  await expect(payments.row(paidVote)).toContainText(`750 votes for ${candidate.name}`);
  await expect(payments.row(paidVote).getByRole('link', { name: /^Receipt for/ })).toHaveAttribute('href', `/receipt/${paidVote}`);

  const dialog = await payments.startRefund(paidVote);
  await expect(dialog).toContainText('₹37,500');
  await dialog.getByRole('button', { name: 'Refund in full' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason for the refund.');
  await dialog.getByLabel('Reason').fill('Fan paid twice by mistake');
  await dialog.getByRole('button', { name: 'Refund in full' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /refunded/i })
      .first(),
  ).toBeVisible();
  // The list reloads: the payment has left "paid" for this filter.
  await expect(payments.row(paidVote)).toHaveCount(0);

  await payments.open('?purpose=vote&status=refunded');
  await expect(payments.row(paidVote)).toContainText('Refunded');
  await expect(payments.row(paidVote).getByRole('button', { name: `Refund ${paidVote}` })).toHaveCount(0);

  await page.goto('/transparency');
  const row = page
    .getByRole('table', { name: 'Votes per contestant' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: candidate.name, exact: true }) });
  await expect(row).toContainText((votesBefore - 750).toLocaleString('en-IN'));
  await expect(page.getByRole('listitem').filter({ hasText: 'votes counted, after refunds' })).toContainText(
    (before.votes.total - 750).toLocaleString('en-IN'),
  );
});

test('on a phone the payments list fits the screen and each row’s actions open in a menu that stays on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const payments = await loginAndOpen(page, '?purpose=donation');
  await expect(payments.row(paidDonation)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await payments
    .row(paidDonation)
    .getByRole('button', { name: `Actions for ${paidDonation}` })
    .click();
  const refund = page.getByRole('menuitem', { name: 'Refund' });
  await expect(refund).toBeVisible();
  const box = (await refund.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(refund).toBeHidden();
});
