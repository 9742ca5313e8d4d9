import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { eventOnDuringTheseTests } from './pages/event-switch';

/**
 * Issue #17: a supporter in the US pays in dollars through Stripe Checkout (the local sandbox), one in
 * India in rupees through PayU's sandbox, each preselected from the browser's time zone and language.
 */
const PHONE = { width: 390, height: 844 };
const US = { timezoneId: 'America/New_York', locale: 'en-US' };
const INDIA = { timezoneId: 'Asia/Kolkata', locale: 'en-IN' };

interface Contestant {
  _id: string;
  name: string;
  voteCount: number;
}

async function leader(request: APIRequestContext): Promise<Contestant> {
  const res = await request.get('/api/candidates/fetch?page=1&limit=1');
  expect(res.ok()).toBeTruthy();
  const { candidates } = (await res.json()) as { candidates: Contestant[] };
  expect(candidates[0]).toBeDefined();
  return candidates[0]!;
}

async function voteCount(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/api/candidates/fetchbyid/${id}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Contestant).voteCount;
}

/** User actions on /contestants and its vote modal; the assertions stay in the tests. */
class Voting {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/contestants');
    // Generous: several browsers share two cores on the test machine.
    await expect(this.page.getByRole('list', { name: 'Contestants' }).getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  }

  async openVote(name: string): Promise<Locator> {
    await this.page
      .getByRole('list', { name: 'Contestants' })
      .getByRole('article', { name })
      .getByRole('button', { name: `Vote for ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Vote for ${name}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  currency(dialog: Locator, code: 'INR' | 'USD'): Locator {
    return dialog.getByTestId('currency-choice').getByRole('radio', { name: new RegExp(`\\b${code}\\b`) });
  }

  async choosePackage(dialog: Locator, votes: string) {
    // The radio is drawn as its tile: tap the tile (scrolled out from under the sticky pay bar first).
    const radio = dialog.getByRole('radio', { name: new RegExp(`^${votes} votes`) });
    const tile = dialog.locator('label').filter({ has: this.page.getByRole('radio', { name: new RegExp(`^${votes} votes`) }) });
    await tile.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tile.click();
    await expect(radio).toBeChecked();
  }
}

test.describe.configure({ timeout: 150_000 });

eventOnDuringTheseTests();

test.describe('a supporter in New York', () => {
  test.use(US);

  test('the vote modal preselects dollars, and a USD package paid on Stripe Checkout lands with the votes counted', async ({
    page,
    request,
  }) => {
    const her = await leader(request);
    const before = await voteCount(request, her._id);
    const voting = new Voting(page);
    await voting.open();
    const dialog = await voting.openVote(her.name);

    await expect(voting.currency(dialog, 'USD')).toBeChecked();
    await expect(dialog.getByTestId('vote-total')).toHaveText('$1.25');
    await voting.choosePackage(dialog, '750');
    await expect(dialog.getByTestId('vote-total')).toHaveText('$450');
    await expect(dialog.getByTestId('vote-unit-price')).toHaveText('$0.60 each in this package');

    await dialog.getByRole('button', { name: 'Pay $450' }).click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_\w+$/);
    await expect(page.getByText('$450').first()).toBeVisible();
    await page.getByRole('button', { name: 'Simulate success' }).click();

    await expect(page).toHaveURL(/\/contestants\?.*status=SUCCESS.*currency=USD/);
    const thanks = page.getByRole('dialog', { name: 'Thank you for voting!' });
    // It arrives with the page's lazy vote-result chunk: on a busy CI machine that once took longer than 7 s (it did show).
    await expect(thanks).toBeVisible({ timeout: 20_000 });
    await expect(thanks).toContainText('$450');
    await expect(thanks).toContainText('750');
    expect(await voteCount(request, her._id)).toBe(before + 750);
  });

  test('a USD donation through Stripe Checkout returns to the charity page with the thank-you in dollars', async ({ page }) => {
    await page.goto('/charitablealliance');
    await expect(page.getByRole('heading', { name: 'Make a donation' })).toBeAttached({ timeout: 30_000 });
    const choice = page.getByTestId('currency-choice');
    await expect(choice.getByRole('radio', { name: /\bUSD\b/ })).toBeChecked();
    await expect(page.getByTestId('donation-summary')).toContainText('A single gift: $30 today');
    await expect(page.getByTestId('meals-pledged')).toHaveText('50');

    await page.getByRole('button', { name: /^Donate \$30 today$/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_\w+$/);
    await page.getByRole('button', { name: 'Simulate success' }).click();

    await expect(page).toHaveURL(/\/charitablealliance\?donation=success&amount=30&txnid=T[0-9a-f]{20}&currency=USD$/);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your generosity!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('Your gift of $30 has been received.');
  });

  test('a contestant in the US pays the registration fee in dollars and her receipt says $25', async ({ page }) => {
    await page.goto('/registration');
    const form = page.getByRole('form', { name: 'Registration form' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('currency-choice').getByRole('radio', { name: /\bUSD\b/ })).toBeChecked();
    await expect(page.getByTestId('registration-fee')).toContainText('$25');
    await form.getByLabel('Full name').fill('Olivia Menon');
    await form.getByLabel('Age').fill('29');
    await form.getByLabel('Email').fill(`olivia.${Date.now()}@example.com`);
    await form.getByLabel('Education').fill('BA, Rutgers');
    await form.getByRole('radio', { name: 'Miss' }).check({ force: true });
    await form.getByLabel('Contact number', { exact: true }).fill('9876543210');
    await form.getByLabel('WhatsApp number').fill('9876543210');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: /Pay Now/ }).click();

    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_\w+$/);
    await expect(page.getByText('$25').first()).toBeVisible();
    await page.getByRole('button', { name: 'Simulate success' }).click();
    await expect(page).toHaveURL(/\/success\?id=[0-9a-f]{32}&currency=USD$/);
    // The receipt reads its currency from GET /api/payment/registration-receipt (usd-display's branch
    // makes that carry the payment's currency; the address's currency=USD alone is not trusted for money).
    await expect(page.getByTestId('receipt-amount')).toHaveText('$25', { timeout: 15_000 });
  });

  test('a payment the webhook has not settled yet is shown as being confirmed, never counted from the page', async ({ page, request }) => {
    const her = await leader(request);
    const res = await request.post('/api/vote/initiate', { data: { candidateId: her._id, votes: 1, amount: 1.25, currency: 'USD' } });
    expect(res.ok()).toBeTruthy();
    const { txnid, method } = (await res.json()) as { txnid: string; method: string };
    expect(method).toBe('GET');
    const before = await voteCount(request, her._id);

    await page.goto(`/check-payment?txnid=${txnid}`);
    await expect(page.getByTestId('payment-confirming')).toContainText('Confirming your payment…', { timeout: 30_000 });
    await expect(page.getByTestId('payment-confirming')).toContainText(txnid);
    expect(await voteCount(request, her._id)).toBe(before);
  });
});

test.describe('a supporter in India', () => {
  test.use(INDIA);

  test('the vote modal preselects rupees and still pays through PayU as before', async ({ page, request }) => {
    const her = await leader(request);
    const before = await voteCount(request, her._id);
    const voting = new Voting(page);
    await voting.open();
    const dialog = await voting.openVote(her.name);

    await expect(voting.currency(dialog, 'INR')).toBeChecked();
    await expect(dialog.getByTestId('vote-total')).toHaveText('₹100');
    await dialog.getByRole('button', { name: 'Pay ₹100' }).click();
    await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
    await page.getByRole('button', { name: 'Simulate success' }).click();

    await expect(page).toHaveURL(/\/contestants\?status=SUCCESS&/);
    expect(page.url()).not.toContain('currency=');
    const thanks = page.getByRole('dialog', { name: 'Thank you for voting!' });
    await expect(thanks).toContainText('₹100');
    expect(await voteCount(request, her._id)).toBe(before + 1);
  });
});

test.describe('on a 390 px phone in New York', () => {
  test.use({ ...US, viewport: PHONE });

  test('the currency choice and the totals fit, in either currency, with the largest package', async ({ page, request }) => {
    const her = await leader(request);
    const voting = new Voting(page);
    await voting.open();
    const dialog = await voting.openVote(her.name);
    await voting.choosePackage(dialog, '100,000');
    await expect(dialog.getByTestId('vote-total')).toHaveText('$2,500');

    for (const code of ['USD', 'INR'] as const) {
      await voting.currency(dialog, code).check({ force: true });
      const choice = dialog.getByTestId('currency-choice');
      const box = (await choice.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      const pay = dialog.getByRole('button', { name: code === 'USD' ? 'Pay $2,500' : 'Pay ₹2,00,000' });
      await expect(pay).toBeInViewport({ ratio: 1 });
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    }
  });
});
