import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { eventOnDuringTheseTests } from './pages/event-switch';

/** Issue #16: the voter's receipt and "check my payment", through the sandbox gateway. */

interface Contestant {
  _id: string;
  name: string;
  voteCount: number;
}

/** A seeded contestant from the end of the first page, so the other specs' favourites stay untouched. */
async function pickContestant(request: APIRequestContext, index: number): Promise<Contestant> {
  const res = await request.get('/api/candidates/fetch?page=1&limit=12');
  expect(res.ok()).toBeTruthy();
  const { candidates } = (await res.json()) as { candidates: Contestant[] };
  const c = candidates[candidates.length - 1 - index];
  expect(c).toBeDefined();
  return c!;
}

async function voteCount(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/api/candidates/fetchbyid/${id}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Contestant).voteCount;
}

/** Starts a 750-vote payment as the vote modal does, and posts its signed form to the sandbox checkout. */
async function openCheckout(page: Page, request: APIRequestContext, candidateId: string): Promise<string> {
  const res = await request.post('/api/vote/initiate', { data: { candidateId, votes: 750, amount: 37_500 } });
  expect(res.ok()).toBeTruthy();
  const { url, paymentData } = (await res.json()) as { url: string; paymentData: Record<string, string> };
  await page.setContent(
    `<form id="pay" method="post" action="${url}">${Object.entries(paymentData)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
      .join('')}<button>Pay</button></form>`,
  );
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
  return paymentData.txnid!;
}

test.describe.configure({ timeout: 120_000 });

eventOnDuringTheseTests();

test('after a sandbox vote payment, the result links to a printable receipt that names what was bought and nobody who paid', async ({
  page,
  request,
}) => {
  const contestant = await pickContestant(request, 0);
  const txnid = await openCheckout(page, request, contestant._id);
  await page.getByRole('button', { name: 'Simulate success' }).click();

  await expect(page).toHaveURL(/\/contestants\?status=SUCCESS&/);
  const result = page.getByRole('dialog', { name: 'Thank you for voting!' });
  await result.getByRole('link', { name: 'See and print your receipt' }).click();

  await expect(page).toHaveURL(new RegExp(`/receipt/${txnid}$`));
  const receipt = page.getByTestId('payment-receipt');
  await expect(receipt.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('₹37,500');
  await expect(receipt.getByTestId('receipt-description')).toHaveText(`750 votes for ${contestant.name}`);
  await expect(receipt.getByTestId('receipt-status')).toHaveText('Paid');
  await expect(receipt.getByTestId('receipt-txnid')).toHaveText(txnid);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

  // The receipt arrives rendered: a fresh load shows it before any script runs.
  const html = await (await request.get(`/receipt/${txnid}`)).text();
  expect(html).toContain(`750 votes for ${contestant.name}`);
  // Found by its transaction id only: kept out of search engines.
  expect(html).toContain('<meta name="robots" content="noindex" />');

  // Printed, the receipt stands alone: the site's navigation, footer and buttons are not on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('receipt-amount')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  const box = await receipt.boundingBox();
  expect(box?.y ?? 999).toBeLessThan(120);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('footer')).toBeVisible();
});

test('a voter whose browser never came back from the gateway gets her votes by checking her payment', async ({ page, request }) => {
  const contestant = await pickContestant(request, 1);
  const before = await voteCount(request, contestant._id);
  const txnid = await openCheckout(page, request, contestant._id);
  // She pays and the sandbox records it, but her connection drops before the return to our site:
  // the outcome is posted to the sandbox without following its redirect back.
  const success = page.locator('form', { has: page.getByRole('button', { name: 'Simulate success' }) });
  const action = await success.getAttribute('action');
  const fields = await success.evaluate((form: HTMLFormElement) =>
    Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)])),
  );
  const recorded = await request.post(action!, { form: fields, maxRedirects: 0 });
  expect(recorded.status()).toBe(307);
  expect(await voteCount(request, contestant._id)).toBe(before);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Check my payment' }).click();
  await expect(page).toHaveURL(/\/check-payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check my payment' })).toBeVisible();

  // A typo is caught before anything is asked.
  await page.getByLabel('Transaction ID', { exact: true }).fill('not an id!');
  await page.getByRole('button', { name: 'Check my payment' }).click();
  await expect(page.getByText('A transaction id has only letters and digits')).toBeVisible();

  await page.getByLabel('Transaction ID', { exact: true }).fill(` ${txnid} `);
  await page.getByRole('button', { name: 'Check my payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/receipt/${txnid}$`));
  await expect(page.getByTestId('receipt-status')).toHaveText('Paid');
  await expect(page.getByTestId('receipt-description')).toHaveText(`750 votes for ${contestant.name}`);
  expect(await voteCount(request, contestant._id)).toBe(before + 750);

  // An unknown id is answered plainly, and nothing changes.
  await page.goto('/check-payment?txnid=T00000000000000000000');
  await page.getByRole('button', { name: 'Check my payment' }).click();
  await expect(page.getByText('We found no payment with that transaction id.')).toBeVisible();
  expect(await voteCount(request, contestant._id)).toBe(before + 750);
});
