import request from 'supertest';
import { createTestContext, type TestContext } from './helpers/app';
import { initiateDonation, sandboxForms } from './helpers/payments';

/**
 * Issue #32, item 7: the rupee sandbox checkout a browser is sent to reads like the dollar one on a
 * phone: the same branded page (viewport, sandbox band, card, amount as the site writes it, 48 px
 * buttons), while its forms stay the exact PayU answer the tests and the bench parse.
 */

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

/** The one <style> element of a sandbox page. */
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? null;

describe('the PayU sandbox checkout page', () => {
  test('when the signed form is posted, then the page is the branded, phone-sized checkout with the amount as the site writes it', async () => {
    const { paymentData } = await initiateDonation(ctx, { amount: 2500, mode: 'once' });

    const res = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);

    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(res.text).toContain('<strong>Sandbox: no real money.</strong> This page stands in for PayU checkout.');
    expect(res.text).toMatch(/<p class="amount figures">₹2,500<\/p>/);
    expect(res.text).toContain('<button type="submit" class="pay">Simulate success</button>');
    expect(res.text).toContain('<button type="submit" class="fail">Simulate failure</button>');
    expect(res.text).toContain('Season 10 charity donation');
    // Still the protocol's answer: each outcome is a form of signed hidden fields.
    expect(Object.keys(sandboxForms(res.text))).toEqual(['Simulate success', 'Simulate failure']);
  });

  test('when both sandboxes show a checkout, then they share one stylesheet', async () => {
    const { paymentData } = await initiateDonation(ctx, { amount: 2500, mode: 'once' });
    const payu = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);
    const stripe = await request(ctx.app).get('/sandbox/stripe/pay/cs_test_unknown');

    expect(styleOf(payu.text)).not.toBeNull();
    expect(styleOf(payu.text)).toBe(styleOf(stripe.text));
  });

  test('when the request is refused, then the error reads on the same branded page', async () => {
    const res = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send({ key: 'sandboxkey' });

    expect(res.status).toBe(400);
    expect(res.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(res.text).toMatch(/<h1>PayU sandbox: error<\/h1>/);
    expect(res.text).toContain('Missing mandatory fields');
  });
});
