import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Outcome = 'Simulate success' | 'Simulate failure';

const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));

/**
 * Pays a checkout through the sandbox the way a browser does, without one: post the signed form,
 * press the outcome's button (a form on the sandbox page), and post its answer on to the callback.
 * Arranges data for a spec (STYLE §15); the journeys themselves are clicked through elsewhere.
 */
export async function payThroughSandbox(request: APIRequestContext, url: string, fields: Record<string, string>, outcome: Outcome) {
  const page = await request.post(url, { form: fields });
  expect(page.ok()).toBeTruthy();
  const html = await page.text();
  const form = [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/gs)].find(([, , inner]) => inner!.includes(outcome));
  expect(form).toBeTruthy();
  const answer: Record<string, string> = {};
  for (const [, name, value] of form![2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    answer[unescape(name!)] = unescape(value!);
  const pressed = await request.post(unescape(form![1]!), { form: answer, maxRedirects: 0 });
  expect(pressed.status()).toBe(307);
  const landed = await request.post(pressed.headers().location!, { form: answer, maxRedirects: 0 });
  expect(landed.status()).toBe(303);
  return fields.txnid!;
}

/** A paid (or failed) vote for a contestant; the event must be on. */
export async function payVote(
  request: APIRequestContext,
  candidateId: string,
  votes: number,
  amount: number,
  outcome: Outcome = 'Simulate success',
) {
  const res = await request.post('/api/vote/initiate', { data: { candidateId, votes, amount } });
  expect(res.ok()).toBeTruthy();
  const { url, paymentData } = (await res.json()) as { url: string; paymentData: Record<string, string> };
  return payThroughSandbox(request, url, paymentData, outcome);
}

export async function payDonation(request: APIRequestContext, amount: number, outcome: Outcome = 'Simulate success') {
  const res = await request.post('/api/donation/initiate', { data: { amount, mode: 'once' } });
  expect(res.ok()).toBeTruthy();
  const { url, paymentData } = (await res.json()) as { url: string; paymentData: Record<string, string> };
  return payThroughSandbox(request, url, paymentData, outcome);
}

/** Posts a checkout form from the page, as the site's own form post to the gateway does, so the browser lands on the sandbox's page. */
export async function postCheckoutForm(page: Page, action: string, fields: Record<string, string | number>) {
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = String(value);
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, fields },
  );
}

export interface RegistrationFormData {
  fullName: string;
  email: string;
  age: number;
  education: string;
  category: 'Miss' | 'Mrs';
  contactNumber: string;
  whatsappNumber: string;
}

/**
 * A registration started through the API (as the form does) and paid in `page`'s browser through the
 * sandbox's "Simulate success": answers the token the success page was given, and the txnid.
 */
export async function payRegistrationInBrowser(page: Page, data: RegistrationFormData): Promise<{ token: string; txnid: string }> {
  const res = await page.request.post('/api/payment/registration', { data: { ...data, agreeToTerms: true } });
  expect(res.ok()).toBe(true);
  const { payuUrl, payuData } = (await res.json()) as { payuUrl: string; payuData: Record<string, string> };
  await page.goto('/faq');
  await postCheckoutForm(page, payuUrl, payuData);
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/\/success\?id=[0-9a-f]{32}$/);
  return { token: new URL(page.url()).searchParams.get('id')!, txnid: payuData.txnid! };
}
