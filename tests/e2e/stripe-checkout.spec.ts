import { adminRequest, firstContestantId, setEvent } from './pages/event-switch';
import { expect, test } from './fixtures';

/**
 * Issue #17's server path in a real browser: a dollar initiation sends the browser to the Stripe
 * sandbox (reached by the SDK at the server's own listen address), "Simulate success" delivers the
 * signed webhook, and Stripe's return sends the browser to the same landing pages as PayU, in dollars.
 */
test.beforeEach(() => test.slow());

test('a dollar vote is paid through the Stripe sandbox, counted once, and lands on the vote result in dollars', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminRequest(playwright, baseURL!);
  await setEvent(admin, true);
  const candidateId = await firstContestantId(page.request);
  const before = (await (await admin.get(`/api/candidates/fetchbyid/${candidateId}`)).json()) as { voteCount: number };

  const res = await page.request.post('/api/vote/initiate', {
    data: { candidateId, votes: 1000, amount: 350, currency: 'USD' },
    headers: { Origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as { url: string; method: string; txnid: string };
  expect(answer.method).toBe('GET');

  await page.goto(answer.url);
  await expect(page.getByText('$350', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Simulate success' }).click();

  await expect(page).toHaveURL(new RegExp(`/contestants\\?status=SUCCESS&.*votes=1000&amount=350&txnid=${answer.txnid}&currency=USD$`));
  // The thank-you arrives with the page's lazy vote-result chunk: on a busy CI machine that once took longer than 7 s (it did show).
  await expect(page.getByRole('dialog', { name: 'Thank you for voting!' })).toBeVisible({ timeout: 20_000 });

  const after = (await (await admin.get(`/api/candidates/fetchbyid/${candidateId}`)).json()) as { voteCount: number };
  expect(after.voteCount).toBe(before.voteCount + 1000);
  const receipt = (await (await page.request.get(`/api/payments/${answer.txnid}/receipt`)).json()) as { status: string };
  expect(receipt.status).toBe('success');
});

test('a dollar donation is paid through the Stripe sandbox and lands on the thank-you; a failed one on the explanation', async ({
  page,
  baseURL,
}) => {
  const donate = async (amount: number) => {
    const res = await page.request.post('/api/donation/initiate', {
      data: { amount, mode: 'once', currency: 'USD' },
      headers: { Origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as { url: string; txnid: string };
  };

  const paid = await donate(60);
  await page.goto(paid.url);
  await expect(page.getByText('$60', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(new RegExp(`/charitablealliance\\?donation=success&amount=60&txnid=${paid.txnid}&currency=USD$`));
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your generosity!' })).toBeVisible();

  const failed = await donate(5);
  await page.goto(failed.url);
  await page.getByRole('button', { name: 'Simulate failure' }).click();
  await expect(page).toHaveURL(new RegExp(`/charitablealliance\\?donation=failure&amount=5&txnid=${failed.txnid}&currency=USD$`));
  await expect(page.getByRole('alert').filter({ hasText: 'Your donation did not go through' })).toBeVisible();
  const receipt = (await (await page.request.get(`/api/payments/${failed.txnid}/receipt`)).json()) as { status: string };
  expect(receipt.status).toBe('failure');
});
