// Over 350 lines: the Stripe stand-in checked against the official SDK's own requests and signatures, endpoint by endpoint.
import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import express from 'express';
import Stripe from 'stripe';
import { STRIPE_SANDBOX_SECRET_KEY, STRIPE_SANDBOX_WEBHOOK_SECRET, stripeSandboxRouter } from '../src/payments/stripe-sandbox';
import { stripeApiConfig } from '../src/payments/stripe-sandbox-sdk';

/**
 * The Stripe sandbox (issue #17) on its own express app, driven by the real official SDK over HTTP
 * through the same path-prefixed base the app uses (`…/sandbox/stripe`).
 */

const PUBLIC_URL = 'http://pageant.test';
const SUCCESS_URL = 'http://pageant.test/api/payment/stripe/return?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://pageant.test/api/payment/stripe/return?session_id={CHECKOUT_SESSION_ID}&cancelled=1';

interface Delivery {
  raw: string;
  signature: string;
}

let server: Server;
let base: string;
let stripe: Stripe;
const deliveries: Delivery[] = [];
const warnings: string[] = [];
/** When set, the next delivery throws (the app's webhook endpoint failing). */
let failNextDelivery = false;

beforeAll(async () => {
  const app = express();
  app.use(
    '/sandbox/stripe',
    stripeSandboxRouter({
      secretKey: STRIPE_SANDBOX_SECRET_KEY,
      webhookSecret: STRIPE_SANDBOX_WEBHOOK_SECRET,
      publicUrl: PUBLIC_URL,
      deliverWebhook: async (raw, signature) => {
        deliveries.push({ raw, signature });
        if (failNextDelivery) {
          failNextDelivery = false;
          throw new Error('webhook endpoint down');
        }
      },
      logger: { warn: (_obj, msg) => void warnings.push(msg) },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/stripe`;
  stripe = new Stripe(STRIPE_SANDBOX_SECRET_KEY, { ...stripeApiConfig(base), maxNetworkRetries: 0 });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  deliveries.length = 0;
  warnings.length = 0;
});

function sessionParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [{ price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: '100 votes for Contestant 7' } }, quantity: 1 }],
    client_reference_id: 'TXN-USD-0001',
    metadata: { txnid: 'TXN-USD-0001', purpose: 'vote' },
    customer_email: 'fan@example.com',
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    ...overrides,
  };
}

const createSession = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create(sessionParams(overrides));

const simulate = (id: string, outcome: string) =>
  fetch(`${base}/pay/${id}/simulate`, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });

async function paidSession(): Promise<Stripe.Checkout.Session> {
  const session = await createSession();
  expect((await simulate(session.id, 'success')).status).toBe(303);
  return stripe.checkout.sessions.retrieve(session.id);
}

async function waitForDeliveries(count: number) {
  for (let i = 0; i < 100 && deliveries.length < count; i++) await new Promise((r) => setTimeout(r, 10));
}

function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  return promise.then(
    () => {
      throw new Error('expected the SDK to throw');
    },
    (err: Stripe.errors.StripeError) => err,
  );
}

describe('Checkout Sessions through the official SDK', () => {
  test('when a session is created, then it is open and unpaid with our amount, currency, reference, metadata and hosted page', async () => {
    const session = await createSession({
      line_items: [{ price_data: { currency: 'USD', unit_amount: 125, product_data: { name: 'Votes' } }, quantity: 3 }],
    });

    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 375,
      currency: 'usd',
      client_reference_id: 'TXN-USD-0001',
      metadata: { txnid: 'TXN-USD-0001', purpose: 'vote' },
      customer_email: 'fan@example.com',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      livemode: false,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.url).toBe(`${PUBLIC_URL}/sandbox/stripe/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  test('when a session is retrieved, then it is the object as created', async () => {
    const created = await createSession();

    const retrieved = await stripe.checkout.sessions.retrieve(created.id);

    expect(retrieved).toEqual(created);
  });

  test('when the API key is wrong or missing, then the SDK raises StripeAuthenticationError and nothing is created', async () => {
    const wrong = new Stripe('sk_test_somebody_else', { ...stripeApiConfig(base), maxNetworkRetries: 0 });

    const err = await rejection(wrong.checkout.sessions.create(sessionParams()));
    const bare = await fetch(`${base}/v1/checkout/sessions`, { method: 'POST', body: new URLSearchParams({ mode: 'payment' }) });

    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(err.statusCode).toBe(401);
    expect(err.message).not.toContain('somebody_else');
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') },
    });
  });

  test('when a session id is unknown, then the SDK raises StripeInvalidRequestError resource_missing', async () => {
    const err = await rejection(stripe.checkout.sessions.retrieve('cs_test_nope'));

    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such checkout.session: 'cs_test_nope'" });
  });

  test.each([
    ['a subscription', { mode: 'subscription' as const }, 'mode'],
    ['no line items', { line_items: [] }, 'line_items'],
    [
      'no unit amount',
      { line_items: [{ price_data: { currency: 'usd', product_data: { name: 'Votes' } }, quantity: 1 }] },
      'line_items[0][price_data][unit_amount]',
    ],
    [
      'a zero quantity',
      { line_items: [{ price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Votes' } }, quantity: 0 }] },
      'line_items[0][quantity]',
    ],
    [
      'a total under 50 cents',
      { line_items: [{ price_data: { currency: 'usd', unit_amount: 25, product_data: { name: 'Votes' } }, quantity: 1 }] },
      'line_items',
    ],
    ['a saved price', { line_items: [{ price: 'price_123', quantity: 1 }] }, 'line_items[0][price]'],
    ['no cancel_url', { cancel_url: undefined }, 'cancel_url'],
    ['a success_url that is not a URL', { success_url: 'not a url' }, 'success_url'],
    ['an expiry 5 minutes away', { expires_at: Math.floor(Date.now() / 1000) + 300 }, 'expires_at'],
  ])('when a session has %s, then it is a Stripe-shaped 400 naming the parameter', async (_name, overrides, param) => {
    const err = await rejection(createSession(overrides as Partial<Stripe.Checkout.SessionCreateParams>));

    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err.statusCode).toBe(400);
    expect(err.param).toBe(param);
  });

  test('when the SDK repeats a create with the same idempotency key, then the same session comes back; other parameters are refused', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'initiate-TXN-USD-0002' });

    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'initiate-TXN-USD-0002' });
    const err = await rejection(
      stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'OTHER' }), { idempotencyKey: 'initiate-TXN-USD-0002' }),
    );

    expect(again.id).toBe(first.id);
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  test('when an open session is expired through the API, then it is expired, the expired event follows, and a second expire is refused', async () => {
    const session = await createSession();

    const expired = await stripe.checkout.sessions.expire(session.id);
    await waitForDeliveries(1);
    const err = await rejection(stripe.checkout.sessions.expire(session.id));

    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    expect(deliveries).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(deliveries[0]!.raw, deliveries[0]!.signature, STRIPE_SANDBOX_WEBHOOK_SECRET);
    expect(event.type).toBe('checkout.session.expired');
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  test('when a session outlives expires_at unpaid, then it reads as expired and the expired event is sent, as Stripe does on its own', async () => {
    const session = await createSession();
    const later = Date.now() + 25 * 60 * 60 * 1000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const retrieved = await stripe.checkout.sessions.retrieve(session.id);
      await waitForDeliveries(1);

      expect(retrieved).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
      expect(deliveries).toHaveLength(1);
      const event = stripe.webhooks.constructEvent(
        deliveries[0]!.raw,
        deliveries[0]!.signature,
        STRIPE_SANDBOX_WEBHOOK_SECRET,
        undefined,
        undefined,
        Math.floor(later / 1000),
      );
      expect(event).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: session.id } } });
      expect(decodeURI((await simulate(session.id, 'success')).headers.get('location')!)).toBe(CANCEL_URL);
      expect(deliveries).toHaveLength(1);
    } finally {
      clock.mockRestore();
    }
  });

  test('when the request body is too large, then it is a Stripe-shaped 413 and nothing is created', async () => {
    const res = await fetch(`${base}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${STRIPE_SANDBOX_SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `mode=payment&metadata[note]=${'x'.repeat(60_000)}`,
    });

    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { type: 'invalid_request_error', message: 'The request is too large.' } });
  });

  test('when the request is for an endpoint the sandbox does not have, then it is a Stripe-shaped 404', async () => {
    const res = await fetch(`${base}/v1/customers`, { headers: { Authorization: `Bearer ${STRIPE_SANDBOX_SECRET_KEY}` } });

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringContaining('Unrecognized request URL') },
    });
  });
});

describe('the hosted checkout page', () => {
  test('when an open session is opened, then the page says no real money moves and shows the dollars, what is bought and both buttons', async () => {
    const session = await createSession();

    const res = await fetch(`${base}/pay/${session.id}`);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('Sandbox: no real money.');
    expect(html).toContain('$30');
    expect(html).toContain('100 votes for Contestant 7');
    expect(html).toContain('>Simulate success</button>');
    expect(html).toContain('>Simulate failure</button>');
    expect(html).not.toMatch(/<script/i);
  });

  test('when the product name carries markup, then it is shown as text', async () => {
    const session = await createSession({
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 500, product_data: { name: '<img src=x onerror=alert(1)>' } }, quantity: 1 },
      ],
    });

    const html = await (await fetch(`${base}/pay/${session.id}`)).text();

    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  test('when the session is unknown, then the page is a 404 that says so', async () => {
    const res = await fetch(`${base}/pay/cs_test_unknown`);

    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout not found');
  });
});

describe('simulating the outcome', () => {
  test('when success is chosen, then one signed completed event is delivered with the paid session, and the browser goes to success_url with the id filled in', async () => {
    const session = await createSession();

    const res = await simulate(session.id, 'success');

    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://pageant.test/api/payment/stripe/return?session_id=${session.id}`);
    expect(deliveries).toHaveLength(1);
    const { raw, signature } = deliveries[0]!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = stripe.webhooks.constructEvent(raw, signature, STRIPE_SANDBOX_WEBHOOK_SECRET);
    expect(event).toMatchObject({ object: 'event', type: 'checkout.session.completed', livemode: false });
    expect(event.id).toMatch(/^evt_/);
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 3000,
      currency: 'usd',
      client_reference_id: 'TXN-USD-0001',
      metadata: { txnid: 'TXN-USD-0001', purpose: 'vote' },
    });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paid.payment_intent,
    });
  });

  test('when the signature is checked by hand, then it is HMAC-SHA256 of "<t>.<payload>" with the webhook secret, as Stripe signs', async () => {
    const session = await createSession();

    await simulate(session.id, 'success');

    const { raw, signature } = deliveries[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(signature)!;
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    expect(v1).toBe(createHmac('sha256', STRIPE_SANDBOX_WEBHOOK_SECRET).update(`${t}.${raw}`).digest('hex'));
    expect(() => stripe.webhooks.constructEvent(raw, signature, 'whsec_some_other_secret')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  test('when failure is chosen, then the expired event is delivered and the browser goes to cancel_url', async () => {
    const session = await createSession();

    const res = await simulate(session.id, 'failure');

    expect(res.status).toBe(303);
    // Stripe fills {CHECKOUT_SESSION_ID} in success_url only: cancel_url comes back as given.
    expect(decodeURI(res.headers.get('location')!)).toBe(CANCEL_URL);
    expect(deliveries).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(deliveries[0]!.raw, deliveries[0]!.signature, STRIPE_SANDBOX_WEBHOOK_SECRET);
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id: session.id, status: 'expired', payment_status: 'unpaid', payment_intent: null });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
  });

  test('when a finished session is simulated again, then nothing more is sent and the browser goes where the first outcome went', async () => {
    const session = await createSession();
    await simulate(session.id, 'success');

    const again = await simulate(session.id, 'failure');

    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`http://pageant.test/api/payment/stripe/return?session_id=${session.id}`);
    expect(deliveries).toHaveLength(1);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  test('when both buttons are pressed at once, then exactly one outcome is delivered', async () => {
    const session = await createSession();

    const answers = await Promise.all([simulate(session.id, 'success'), simulate(session.id, 'failure'), simulate(session.id, 'success')]);

    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(deliveries).toHaveLength(1);
    expect(new Set(answers.map((a) => a.headers.get('location'))).size).toBe(1);
  });

  test('when a session is finished, then its page shows how it ended and the way back instead of the buttons', async () => {
    const session = await createSession();
    await simulate(session.id, 'failure');

    const html = await (await fetch(`${base}/pay/${session.id}`)).text();

    expect(html).toContain('This checkout has expired');
    expect(html).not.toContain('Simulate success');
    expect(html).toContain(`href="${CANCEL_URL.replace('&', '&#38;')}"`);
  });

  test('when the webhook delivery fails, then it is logged and the browser is still sent on', async () => {
    const session = await createSession();
    failNextDelivery = true;

    const res = await simulate(session.id, 'success');

    expect(res.status).toBe(303);
    expect(deliveries).toHaveLength(1);
    expect(warnings).toEqual(['stripe sandbox: webhook delivery failed']);
  });

  test('when the outcome is neither success nor failure, then it is a 400 and the session stays open', async () => {
    const session = await createSession();

    const res = await simulate(session.id, 'maybe');

    expect(res.status).toBe(400);
    expect(deliveries).toHaveLength(0);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });
});

describe('refunds', () => {
  test('when a paid payment is refunded without an amount, then all of it is refunded, once', async () => {
    const paid = await paidSession();
    const intent = paid.payment_intent as string;

    const refund = await stripe.refunds.create({ payment_intent: intent });
    const again = await rejection(stripe.refunds.create({ payment_intent: intent }));

    expect(refund).toMatchObject({ object: 'refund', status: 'succeeded', amount: 3000, currency: 'usd', payment_intent: intent });
    expect(refund.id).toMatch(/^re_/);
    expect(await stripe.refunds.retrieve(refund.id)).toEqual(refund);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.code).toBe('charge_already_refunded');
  });

  test('when refunds add up to more than was paid, then the one going over is refused', async () => {
    const paid = await paidSession();
    const intent = paid.payment_intent as string;

    const first = await stripe.refunds.create({ payment_intent: intent, amount: 1000 });
    const second = await stripe.refunds.create({ payment_intent: intent, amount: 2000 });
    const over = await rejection(stripe.refunds.create({ payment_intent: intent, amount: 1 }));

    expect([first.amount, second.amount]).toEqual([1000, 2000]);
    expect(over).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(over.statusCode).toBe(400);
  });

  test('when a single refund asks for more than was paid, then it is refused with amount_too_large', async () => {
    const paid = await paidSession();

    const err = await rejection(stripe.refunds.create({ payment_intent: paid.payment_intent as string, amount: 3001 }));

    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
  });

  test('when the payment intent was never paid, then the refund is refused', async () => {
    const session = await createSession();
    await simulate(session.id, 'failure');

    const unknown = await rejection(stripe.refunds.create({ payment_intent: 'pi_test_never_paid' }));
    const missing = await rejection(stripe.refunds.create({}));

    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'payment_intent' });
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing' });
  });
});

describe('safety', () => {
  test('when the router is given a live key, then it refuses to start', () => {
    expect(() =>
      stripeSandboxRouter({
        secretKey: 'sk_live_real_money',
        webhookSecret: STRIPE_SANDBOX_WEBHOOK_SECRET,
        publicUrl: PUBLIC_URL,
        deliverWebhook: async () => {},
      }),
    ).toThrow(/test keys only/);
  });

  test('when the SDK options come from a base URL, then the path is kept and the host, port and protocol are split out', () => {
    expect(stripeApiConfig('https://api.stripe.com')).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
    const local = stripeApiConfig('http://[::1]:3000/sandbox/stripe/');
    expect(local).toMatchObject({ host: '::1', port: 3000, protocol: 'http' });
    expect(local.httpClient).toBeDefined();
  });
});
