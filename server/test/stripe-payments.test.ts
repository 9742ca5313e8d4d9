// Over 350 lines: the whole dollar path (initiate, hosted page, webhook, return, reconcile) on one sandbox; its cases share that one stand-in and its clock.
import request from 'supertest';
import { DONATION_MSG } from '@pageant/common/content/donations';
import { DEFAULT_USD_PRICES } from '@pageant/common/content/pricing';
import { CURRENCY_MSG } from '@pageant/common/schemas';
import { VOTING_MSG } from '@pageant/common/content/voting';
import { STRIPE_UNAVAILABLE } from '../src/modules/payments/service';
import { adminAgent, createTestContext, PUBLIC_URL, type TestContext, dbRows } from './helpers/app';
import {
  fetchSession,
  postWebhook,
  pressSandboxButton,
  sessionEvent,
  signature,
  stripeTestContext,
  type StripeSandboxServer,
} from './helpers/stripe';

let sandbox: StripeSandboxServer, ctx: TestContext;
beforeAll(async () => ({ ctx, sandbox } = await stripeTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const paymentCount = async () => Number((await q('SELECT count(*) FROM payments'))[0].count);
const payment = async (txnid: string) => (await q('SELECT * FROM payments WHERE txnid = $1', [txnid]))[0] as Record<string, unknown>;
const voteCount = async (id: string) => (await q('SELECT vote_count FROM candidates WHERE id = $1', [id]))[0]?.vote_count as number;

async function newCandidate(name: string, votes = 0): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/uploads/images/c.webp', $2) RETURNING id`, [
    name,
    votes,
  ]);
  return row.id as string;
}

interface RedirectAnswer {
  success: true;
  url: string;
  method: 'GET';
  txnid: string;
}

async function usdVote(candidateId: string, votes: number, amount: number, extra: Record<string, unknown> = {}): Promise<RedirectAnswer> {
  const res = await request(ctx.app)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount, currency: 'USD', ...extra });
  if (res.status !== 200) throw new Error(`USD vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as RedirectAnswer;
}

async function usdDonation(amount: number, extra: Record<string, unknown> = {}): Promise<RedirectAnswer> {
  const res = await request(ctx.app)
    .post('/api/donation/initiate')
    .send({ amount, mode: 'once', currency: 'USD', ...extra });
  if (res.status !== 200) throw new Error(`USD donation initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as RedirectAnswer;
}

/** The session as Stripe would describe it once paid. */
async function paidSession(txnid: string, overrides: Record<string, unknown> = {}) {
  const { gateway_session_id: id } = await payment(txnid);
  const session = await fetchSession(sandbox.apiBase, String(id));
  return { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${txnid}`, ...overrides };
}

const REGISTRANT = {
  fullName: 'Emily Carter',
  age: 27,
  email: 'emily.carter@example.com',
  education: 'BA, NYU',
  category: 'Miss',
  contactNumber: '9876543210',
  whatsappNumber: '9876543210',
  agreeToTerms: true,
};

/** Pays on the sandbox's page with its webhook held back, as when Stripe's notice never arrives. */
async function payWithoutWebhook(payUrl: string) {
  const delivered = sandbox.target.app;
  sandbox.target.app = undefined;
  try {
    await pressSandboxButton(payUrl, 'Simulate success');
  } finally {
    sandbox.target.app = delivered;
  }
}

describe('dollar checkouts open a Stripe Checkout Session for our price, in cents', () => {
  test('when a 1000-vote package is bought in dollars, then the payment is stored first and the session asks for $350.00 with our txnid', async () => {
    const id = await newCandidate('Sophia Patel');
    const answer = await usdVote(id, 1000, 350, { voterEmail: 'sophia.fan@example.com' });
    expect(answer).toEqual({
      success: true,
      url: expect.stringMatching(/\/sandbox\/stripe\/pay\/cs_test_/),
      method: 'GET',
      txnid: expect.any(String),
    });

    const row = await payment(answer.txnid);
    expect(row).toMatchObject({
      status: 'initiated',
      purpose: 'vote',
      reference_id: id,
      amount: '350.00',
      currency: 'USD',
      gateway: 'stripe',
    });
    expect(row.gateway_session_id).toMatch(/^cs_test_/);
    expect(answer.url).toContain(String(row.gateway_session_id));

    const session = await fetchSession(sandbox.apiBase, String(row.gateway_session_id));
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 35_000,
      currency: 'usd',
      client_reference_id: answer.txnid,
      metadata: { txnid: answer.txnid, purpose: 'vote', referenceId: id },
      payment_status: 'unpaid',
      status: 'open',
    });
  });

  test.each([
    [1, 1.25, 125],
    [3, 3.75, 375],
    [750, 450, 45_000],
    [100_000, 2500, 250_000],
  ])('when %i votes are bought for $%d, then the session charges %i cents', async (votes, amount, cents) => {
    const id = await newCandidate(`Voter test ${votes}`);
    const answer = await usdVote(id, votes, amount);
    const row = await payment(answer.txnid);
    expect(row.amount).toBe(amount.toFixed(2));
    expect((await fetchSession(sandbox.apiBase, String(row.gateway_session_id))).amount_total).toBe(cents);
  });

  test('when a donation of $25 is made, then a $25.00 session for the donation; rupee donations still answer the PayU form', async () => {
    const answer = await usdDonation(25, { donorEmail: 'ny.donor@example.com' });
    const row = await payment(answer.txnid);
    expect(row).toMatchObject({ purpose: 'donation', amount: '25.00', currency: 'USD', gateway: 'stripe' });
    expect(await fetchSession(sandbox.apiBase, String(row.gateway_session_id))).toMatchObject({ amount_total: 2500, currency: 'usd' });

    const inr = await request(ctx.app).post('/api/donation/initiate').send({ amount: 2500, mode: 'once' });
    expect(inr.status).toBe(200);
    expect(Object.keys(inr.body).sort()).toEqual(['paymentData', 'url']);
    expect(inr.body.paymentData).toMatchObject({ amount: '2500.00', udf1: 'donation' });
    expect(await payment(inr.body.paymentData.txnid)).toMatchObject({ currency: 'INR', gateway: 'payu', gateway_session_id: null });
  });

  test('when a contestant registers paying in dollars, then the registration and its payment carry the USD fee', async () => {
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send({ ...REGISTRANT, amount: 1, currency: 'USD' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, method: 'GET', url: expect.stringContaining('/sandbox/stripe/pay/') });
    const row = await payment(res.body.txnid as string);
    expect(row).toMatchObject({ purpose: 'registration', amount: '25.00', currency: 'USD', gateway: 'stripe' });
    const [reg] = await q('SELECT amount, currency, payment_status FROM registrations WHERE id::text = $1', [row.reference_id]);
    expect(reg).toEqual({ amount: '25.00', currency: 'USD', payment_status: 'initiated' });
    expect((await fetchSession(sandbox.apiBase, String(row.gateway_session_id))).amount_total).toBe(
      DEFAULT_USD_PRICES.registrationFee * 100,
    );
  });

  const vote = (body: Record<string, unknown>) => ({
    path: '/api/vote/initiate',
    body: { votes: 1, amount: 1.25, currency: 'USD', ...body },
  });
  const donation = (body: Record<string, unknown>) => ({
    path: '/api/donation/initiate',
    body: { mode: 'once', currency: 'USD', ...body },
  });
  test.each([
    ['a rupee price for one vote in dollars', vote({ amount: 100 }), VOTING_MSG.amountMismatch],
    ['a package one cent short', vote({ votes: 1000, amount: 349.99 }), VOTING_MSG.amountMismatch],
    ['a package one cent over', vote({ votes: 1000, amount: 350.01 }), VOTING_MSG.amountMismatch],
    ['a package price for a non-package count', vote({ votes: 999, amount: 349.65 }), VOTING_MSG.amountMismatch],
    ['a dollar price sent as rupees', vote({ votes: 1000, amount: 350, currency: 'INR' }), VOTING_MSG.amountMismatch],
    ['an unknown currency', vote({ currency: 'EUR' }), CURRENCY_MSG.invalid],
    ['a donation of half a dollar', donation({ amount: 0.5 }), DONATION_MSG.amountWholeUsd],
    ['a donation of nothing', donation({ amount: 0 }), DONATION_MSG.amountPositiveUsd],
    ['a donation over the dollar maximum', donation({ amount: 10_001 }), DONATION_MSG.amountMaxUsd],
    ['a donation that is not a number', donation({ amount: 'ten' }), DONATION_MSG.amountNumberUsd],
    ['a donation in an unknown currency', donation({ amount: 10, currency: 'GBP' }), CURRENCY_MSG.invalid],
  ])('when a dollar order has %s, then 400 with its message and no payment is stored', async (_label, { path, body }, message) => {
    const candidateId = await newCandidate('Price rule');
    const before = await paymentCount();
    const res = await request(ctx.app)
      .post(path)
      .send({ candidateId, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
    expect(await paymentCount()).toBe(before);
  });

  test('when Stripe cannot be reached, then 502 with a clear message and the stored payment is closed as failed', async () => {
    const dead = await createTestContext({ STRIPE_API_BASE: 'http://127.0.0.1:9/sandbox/stripe' });
    try {
      const res = await request(dead.app).post('/api/donation/initiate').send({ amount: 10, mode: 'once', currency: 'USD' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ success: false, message: STRIPE_UNAVAILABLE, error: STRIPE_UNAVAILABLE, code: 'GATEWAY_UNREACHABLE' });
      const rows = (await dead.database.pool.query('SELECT status, currency, gateway_session_id FROM payments')).rows;
      expect(rows).toEqual([{ status: 'failure', currency: 'USD', gateway_session_id: null }]);
    } finally {
      await dead.close();
    }
  }, 60_000);
});

describe('POST /api/payment/stripe/webhook', () => {
  test('when 50 copies of the paid-session webhook arrive at once, then the votes are credited exactly once, in dollars', async () => {
    const id = await newCandidate('Olivia Singh', 200);
    const answer = await usdVote(id, 750, 450, { voterName: 'Jess' });
    const payload = sessionEvent('checkout.session.completed', await paidSession(answer.txnid));
    const sig = signature(payload);
    const results = await Promise.all(Array.from({ length: 50 }, () => postWebhook(ctx.app, payload, sig)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));

    expect(await voteCount(id)).toBe(950);
    const ledger = await q(
      'SELECT v.votes, v.amount, v.currency, v.voter_name FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1',
      [answer.txnid],
    );
    expect(ledger).toEqual([{ votes: 750, amount: '450.00', currency: 'USD', voter_name: 'Jess' }]);
    expect(await payment(answer.txnid)).toMatchObject({ status: 'success', mihpayid: `pi_test_${answer.txnid}` });

    // A replay later (a new event id, the same session) credits nothing more.
    expect((await postWebhook(ctx.app, sessionEvent('checkout.session.completed', await paidSession(answer.txnid)))).status).toBe(200);
    expect(await voteCount(id)).toBe(950);
  });

  test('when 50 copies of a paid donation webhook arrive at once, then one donation row, in dollars, with meals at the dollar meal price', async () => {
    const answer = await usdDonation(25, { donorName: 'Grace' });
    const payload = sessionEvent('checkout.session.completed', await paidSession(answer.txnid));
    const results = await Promise.all(Array.from({ length: 50 }, () => postWebhook(ctx.app, payload)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await q(
      'SELECT d.amount, d.currency, d.meals_pledged, d.donor_name FROM donations d JOIN payments p ON p.id = d.payment_id WHERE p.txnid = $1',
      [answer.txnid],
    );
    // $25 at $0.60 a meal: 41 meals.
    expect(rows).toEqual([{ amount: '25.00', currency: 'USD', meals_pledged: 41, donor_name: 'Grace' }]);
  });

  test('when the signature is missing, made with another secret, or the body was changed after signing, then 400 and nothing changes', async () => {
    const id = await newCandidate('Signature test', 10);
    const answer = await usdVote(id, 1, 1.25);
    const payload = sessionEvent('checkout.session.completed', await paidSession(answer.txnid));
    const tampered = payload.replace('"amount_total":125', '"amount_total":1');
    for (const res of [
      await postWebhook(ctx.app, payload, null),
      await postWebhook(ctx.app, payload, signature(payload, 'whsec_someone_else')),
      await postWebhook(ctx.app, tampered, signature(payload)),
      await postWebhook(ctx.app, payload, 't=1,v1=deadbeef'),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Invalid signature.', error: 'Invalid signature.', code: 'INVALID_SIGNATURE' });
    }
    expect(await payment(answer.txnid)).toMatchObject({ status: 'initiated', mihpayid: null });
    expect(await voteCount(id)).toBe(10);
  });

  test.each([
    ['a different amount', { amount_total: 124 }],
    ['the same number in rupees', { currency: 'inr' }],
    ['another checkout session', { id: 'cs_test_not_the_one_we_opened' }],
  ])(
    'when a signed paid-session webhook carries %s, then it is acknowledged, logged, and nothing is credited',
    async (_label, overrides) => {
      const id = await newCandidate('Mismatch test', 5);
      const answer = await usdVote(id, 1, 1.25);
      const res = await postWebhook(ctx.app, sessionEvent('checkout.session.completed', await paidSession(answer.txnid, overrides)));
      expect(res.status).toBe(200);
      expect(await payment(answer.txnid)).toMatchObject({ status: 'initiated' });
      expect(await voteCount(id)).toBe(5);
    },
  );

  test('when a dollar webhook names a rupee payment of the same number, then the rupee payment is not settled', async () => {
    const id = await newCandidate('Currency gate', 0);
    const inr = await request(ctx.app).post('/api/vote/initiate').send({ candidateId: id, votes: 1, amount: 100 });
    const txnid = inr.body.paymentData.txnid as string;
    const dollars = await usdVote(id, 1, 1.25);
    const session = await paidSession(dollars.txnid, { client_reference_id: txnid, metadata: { txnid }, amount_total: 10_000 });
    expect((await postWebhook(ctx.app, sessionEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await payment(txnid)).toMatchObject({ status: 'initiated', currency: 'INR' });
    expect(await voteCount(id)).toBe(0);
  });

  test('when the session expired or its delayed payment failed, then the payment is failed; a completed but unpaid session stays open', async () => {
    const id = await newCandidate('Expiry test', 0);
    const expired = await usdVote(id, 1, 1.25);
    const failed = await usdVote(id, 3, 3.75);
    const unpaid = await usdVote(id, 1, 1.25);
    const sessionOf = async (txnid: string, o: Record<string, unknown>) => ({
      ...(await fetchSession(sandbox.apiBase, String((await payment(txnid)).gateway_session_id))),
      ...o,
    });
    await postWebhook(ctx.app, sessionEvent('checkout.session.expired', await sessionOf(expired.txnid, { status: 'expired' })));
    await postWebhook(
      ctx.app,
      sessionEvent(
        'checkout.session.async_payment_failed',
        await sessionOf(failed.txnid, { status: 'complete', payment_status: 'unpaid' }),
      ),
    );
    await postWebhook(
      ctx.app,
      sessionEvent('checkout.session.completed', await sessionOf(unpaid.txnid, { status: 'complete', payment_status: 'unpaid' })),
    );
    expect((await payment(expired.txnid)).status).toBe('failure');
    expect((await payment(failed.txnid)).status).toBe('failure');
    expect((await payment(unpaid.txnid)).status).toBe('initiated');
    expect(await voteCount(id)).toBe(0);

    // The delayed payment arrives after all: async_payment_succeeded settles it.
    const later = await postWebhook(ctx.app, sessionEvent('checkout.session.async_payment_succeeded', await paidSession(unpaid.txnid)));
    expect(later.status).toBe(200);
    expect((await payment(unpaid.txnid)).status).toBe('success');
    expect(await voteCount(id)).toBe(1);
  });

  test('when an event we do not use arrives, then it is acknowledged and ignored', async () => {
    const before = await q('SELECT status, count(*)::int AS n FROM payments GROUP BY status ORDER BY status');
    const payload = JSON.stringify({
      id: 'evt_test_other',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x' } },
    });
    const res = await postWebhook(ctx.app, payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await q('SELECT status, count(*)::int AS n FROM payments GROUP BY status ORDER BY status')).toEqual(before);
  });
});

describe('GET /api/payment/stripe/return', () => {
  const back = (query: string) => request(ctx.app).get(`/api/payment/stripe/return?${query}`);

  test('when the session is unknown or malformed, then 303 to the failure page (no id) and nothing is read from Stripe', async () => {
    for (const query of ['session_id=cs_test_nobody_has_this', 'session_id=%3Cscript%3E', '']) {
      const res = await back(query);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/failure');
    }
  });

  test('when the session is still open, then 303 to the payment check page, and nothing is credited', async () => {
    const id = await newCandidate('Return open', 0);
    const answer = await usdVote(id, 1, 1.25);
    const res = await back(`session_id=${String((await payment(answer.txnid)).gateway_session_id)}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/check-payment?txnid=${answer.txnid}`);
    expect((await payment(answer.txnid)).status).toBe('initiated');
  });

  test('when the voter cancels at Stripe, then the failure landing in dollars, and the payment is left for Stripe to expire', async () => {
    const id = await newCandidate('Return cancel', 0);
    const answer = await usdVote(id, 750, 450);
    // Stripe fills {CHECKOUT_SESSION_ID} in success_url only, so the way back from a cancel names our txnid.
    const session = await fetchSession(sandbox.apiBase, String((await payment(answer.txnid)).gateway_session_id));
    const cancelUrl = new URL(String(session.cancel_url));
    expect(cancelUrl.href).toBe(`${PUBLIC_URL}/api/payment/stripe/return?txnid=${answer.txnid}&cancelled=1`);
    const res = await back(cancelUrl.search.slice(1));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(
      `/contestants?status=FAILURE&candidateName=Return+cancel&votes=750&amount=450&txnid=${answer.txnid}&currency=USD`,
    );
    expect((await payment(answer.txnid)).status).toBe('initiated');

    // A rupee payment's txnid is not a way in.
    const inr = await request(ctx.app).post('/api/vote/initiate').send({ candidateId: id, votes: 1, amount: 100 });
    expect((await back(`txnid=${String(inr.body.paymentData.txnid)}&cancelled=1`)).headers.location).toBe('/failure');
  });

  test('when the sandbox marks the session paid but no webhook arrives, then the return looks the session up and credits once', async () => {
    const id = await newCandidate('Return paid', 0);
    const answer = await usdVote(id, 1000, 350);
    const delivered = sandbox.target.app;
    sandbox.target.app = undefined;
    let pressed: Response;
    try {
      pressed = await pressSandboxButton(answer.url, 'Simulate success');
    } finally {
      sandbox.target.app = delivered;
    }
    expect(pressed.status).toBe(303);
    const successUrl = new URL(pressed.headers.get('location')!);
    expect(`${successUrl.origin}${successUrl.pathname}`).toBe(`${PUBLIC_URL}/api/payment/stripe/return`);
    expect((await payment(answer.txnid)).status).toBe('initiated');

    const landing = `/contestants?status=SUCCESS&candidateName=Return+paid&votes=1000&amount=350&txnid=${answer.txnid}&currency=USD`;
    const res = await back(successUrl.search.slice(1));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(landing);
    expect(await voteCount(id)).toBe(1000);
    // Coming back again (reload) lands the same and credits nothing more.
    expect((await back(successUrl.search.slice(1))).headers.location).toBe(landing);
    expect(await voteCount(id)).toBe(1000);
  });
});

describe('through the sandbox end to end: webhook, check my payment, refund', () => {
  test('when "Simulate success" is pressed, then the sandbox webhook credits the donation before the browser is sent back', async () => {
    const answer = await usdDonation(60);
    const pressed = await pressSandboxButton(answer.url, 'Simulate success');
    expect(pressed.status).toBe(303);
    expect(await payment(answer.txnid)).toMatchObject({ status: 'success', mihpayid: expect.stringMatching(/^pi_/) });
    const rows = await q(
      'SELECT d.amount, d.currency, d.meals_pledged FROM donations d JOIN payments p ON p.id = d.payment_id WHERE p.txnid = $1',
      [answer.txnid],
    );
    expect(rows).toEqual([{ amount: '60.00', currency: 'USD', meals_pledged: 100 }]);
    const res = await request(ctx.app).get(
      `/api/payment/stripe/return?session_id=${String((await payment(answer.txnid)).gateway_session_id)}`,
    );
    expect(res.headers.location).toBe(`/charitablealliance?donation=success&amount=60&txnid=${answer.txnid}&currency=USD`);
  });

  test('when "Simulate failure" is pressed, then the payment is failed and the return lands on the failure page in dollars', async () => {
    const answer = await usdDonation(5);
    const pressed = await pressSandboxButton(answer.url, 'Simulate failure');
    expect(pressed.status).toBe(303);
    expect((await payment(answer.txnid)).status).toBe('failure');
    const back = new URL(pressed.headers.get('location')!);
    expect(back.searchParams.get('cancelled')).toBe('1');
    const res = await request(ctx.app).get(`${back.pathname}${back.search}`);
    expect(res.headers.location).toBe(`/charitablealliance?donation=failure&amount=5&txnid=${answer.txnid}&currency=USD`);
  });

  test('when a paid session had no webhook, then "check my payment" asks Stripe and credits; an open one stays open', async () => {
    const id = await newCandidate('Check test', 0);
    const open = await usdVote(id, 1, 1.25);
    const openCheck = await request(ctx.app).post(`/api/payments/${open.txnid}/check`);
    expect(openCheck.status).toBe(200);
    expect((await payment(open.txnid)).status).toBe('initiated');

    const paid = await usdVote(id, 3, 3.75);
    await payWithoutWebhook(paid.url);
    const check = await request(ctx.app).post(`/api/payments/${paid.txnid}/check`);
    expect(check.status).toBe(200);
    expect((await payment(paid.txnid)).status).toBe('success');
    expect(await voteCount(id)).toBe(3);
  });

  test('when an admin refunds a dollar vote, then Stripe refunds the payment intent and the votes come off, with a dollar ledger row', async () => {
    const id = await newCandidate('Refund test', 0);
    const answer = await usdVote(id, 750, 450);
    await pressSandboxButton(answer.url, 'Simulate success');
    expect(await voteCount(id)).toBe(750);
    const admin = await adminAgent(ctx);
    const res = await admin
      .post(`/api/admin/payments/${answer.txnid}/refund`)
      .set('Origin', PUBLIC_URL)
      .send({ reason: 'Requested by the voter' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'refunded', gatewayStatus: 'success' });
    expect(await voteCount(id)).toBe(0);
    const ledger = await q(
      'SELECT v.votes, v.amount, v.currency FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1 ORDER BY v.votes DESC',
      [answer.txnid],
    );
    expect(ledger.map((r) => [r.votes, r.currency])).toEqual([
      [750, 'USD'],
      [-750, 'USD'],
    ]);
    expect((await payment(answer.txnid)).refund_request_id).toMatch(/^re_/);
    const again = await admin.post(`/api/admin/payments/${answer.txnid}/refund`).set('Origin', PUBLIC_URL).send({ reason: 'Twice' });
    expect(again.status).toBe(409);
  });
});

describe('a registration paid in dollars', () => {
  test('when the paid-session webhook arrives, then the registration is paid once and the return lands on /success in dollars', async () => {
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send({ ...REGISTRANT, email: 'us.contestant@example.com', currency: 'USD' });
    expect(res.status).toBe(200);
    const txnid = res.body.txnid as string;
    const payload = sessionEvent('checkout.session.completed', await paidSession(txnid));
    const results = await Promise.all(Array.from({ length: 10 }, () => postWebhook(ctx.app, payload)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const row = await payment(txnid);
    const [reg] = await q('SELECT token, payment_status, currency, amount FROM registrations WHERE id::text = $1', [row.reference_id]);
    expect(reg).toMatchObject({ payment_status: 'success', currency: 'USD', amount: '25.00' });
    const back = await request(ctx.app).get(`/api/payment/stripe/return?session_id=${String(row.gateway_session_id)}`);
    expect(back.headers.location).toBe(`/success?id=${String(reg.token)}&currency=USD`);
    // Paid once: the same e-mail cannot register (and pay) again.
    const again = await request(ctx.app)
      .post('/api/payment/registration')
      .send({ ...REGISTRANT, email: 'us.contestant@example.com', currency: 'USD' });
    expect(again.status).toBe(409);
  });
});

describe('reconciliation asks Stripe about stale dollar payments', () => {
  const backdate = (txnid: string, minutes: number) =>
    q(`UPDATE payments SET created_at = now() - make_interval(mins => $2) WHERE txnid = $1`, [txnid, minutes]);

  test('when a stale session was paid without a webhook, then it is credited; an open one is left; one without a session closes after a day', async () => {
    const id = await newCandidate('Reconcile test', 0);
    const paid = await usdVote(id, 3, 3.75);
    const open = await usdVote(id, 1, 1.25);
    await payWithoutWebhook(paid.url);
    // A payment stored just before the server stopped, its session never opened.
    const orphan = await usdVote(id, 1, 1.25);
    await q('UPDATE payments SET gateway_session_id = NULL WHERE txnid = $1', [orphan.txnid]);
    // A session Stripe no longer knows (the sandbox keeps them in memory, and restarted).
    const forgotten = await usdVote(id, 1, 1.25);
    await q(`UPDATE payments SET gateway_session_id = 'cs_test_forgotten_by_a_restart' WHERE txnid = $1`, [forgotten.txnid]);
    await backdate(forgotten.txnid, 25 * 60);
    await backdate(paid.txnid, 20);
    await backdate(open.txnid, 20);
    await backdate(orphan.txnid, 25 * 60);

    const admin = await adminAgent(ctx);
    const res = await admin.post('/api/admin/payments/reconcile').set('Origin', PUBLIC_URL).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, errors: 0 });
    expect(res.body.credited).toBeGreaterThanOrEqual(1);
    expect((await payment(paid.txnid)).status).toBe('success');
    expect((await payment(open.txnid)).status).toBe('initiated');
    expect((await payment(orphan.txnid)).status).toBe('failure');
    expect((await payment(forgotten.txnid)).status).toBe('failure');
    expect(await voteCount(id)).toBe(3);
  });
});
