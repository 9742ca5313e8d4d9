import request from 'supertest';
import { STRIPE_WEBHOOK_MSG } from '@pageant/common/content/stripe-webhook';
import { type TestContext, dbRows } from './helpers/app';
import { stripeTestContext, fetchSession, postWebhook, sessionEvent, type StripeSandboxServer } from './helpers/stripe';

/**
 * Issue #26 item 8: a signed Stripe event settles only the Stripe payment whose stored Checkout
 * Session it names; a signed body that is not an event of the expected shape is a 400, never a 500.
 */
let sandbox: StripeSandboxServer, ctx: TestContext;
beforeAll(async () => ({ ctx, sandbox } = await stripeTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const payment = async (txnid: string) => (await q('SELECT * FROM payments WHERE txnid = $1', [txnid]))[0] as Record<string, unknown>;
const voteCount = async (id: string) => (await q('SELECT vote_count FROM candidates WHERE id = $1', [id]))[0]?.vote_count as number;
/** Every total a webhook could move: payments by state, the ledger, donations, paid registrations. */
const totals = async () => ({
  payments: await q('SELECT status, count(*)::int AS n FROM payments GROUP BY status ORDER BY status'),
  votes: (await q('SELECT coalesce(sum(vote_count), 0)::int AS n FROM candidates'))[0].n as number,
  ledger: (await q('SELECT count(*)::int AS n FROM votes'))[0].n as number,
  donations: (await q('SELECT count(*)::int AS n FROM donations'))[0].n as number,
});

async function newCandidate(name: string): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url) VALUES ($1, '/uploads/images/c.webp') RETURNING id`, [name]);
  return row.id as string;
}

async function usdVote(candidateId: string): Promise<string> {
  const res = await request(ctx.app).post('/api/vote/initiate').send({ candidateId, votes: 1, amount: 1.25, currency: 'USD' });
  expect(res.status).toBe(200);
  return res.body.txnid as string;
}

async function paidSession(txnid: string, overrides: Record<string, unknown> = {}) {
  const session = await fetchSession(sandbox.apiBase, String((await payment(txnid)).gateway_session_id));
  return { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_${txnid}`, ...overrides };
}

const malformed = {
  success: false,
  message: STRIPE_WEBHOOK_MSG.malformed,
  error: STRIPE_WEBHOOK_MSG.malformed,
  code: 'INVALID_WEBHOOK_BODY',
};

describe('a signed paid-session event settles only the Stripe payment whose stored session it names', () => {
  test('when the session has no id, then 400 and nothing is credited; the same session with its id then credits once', async () => {
    const id = await newCandidate('No session id');
    const txnid = await usdVote(id);
    const session = await paidSession(txnid);
    const withoutId: Record<string, unknown> = { ...session };
    delete withoutId.id;
    const before = await totals();
    const res = await postWebhook(ctx.app, sessionEvent('checkout.session.completed', withoutId));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(malformed);
    expect(await totals()).toEqual(before);
    expect(await payment(txnid)).toMatchObject({ status: 'initiated', mihpayid: null });

    expect((await postWebhook(ctx.app, sessionEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await voteCount(id)).toBe(1);
  });

  test.each([
    ['without a session id', (s: Record<string, unknown>) => ({ ...s, id: undefined })],
    ['with its own session id', (s: Record<string, unknown>) => s],
    ['with a made-up session id', (s: Record<string, unknown>) => ({ ...s, id: 'cs_test_made_up' })],
  ])('when a rupee payment’s txnid comes in a signed session in rupees %s, then the PayU payment is not settled', async (_label, shape) => {
    const id = await newCandidate(`Rupee gate ${_label}`);
    const inr = await request(ctx.app).post('/api/vote/initiate').send({ candidateId: id, votes: 1, amount: 100 });
    expect(inr.status).toBe(200);
    const rupeeTxnid = inr.body.paymentData.txnid as string;
    const dollarTxnid = await usdVote(id);
    const session = shape(
      await paidSession(dollarTxnid, {
        client_reference_id: rupeeTxnid,
        metadata: { txnid: rupeeTxnid },
        currency: 'inr',
        amount_total: 10_000,
      }),
    );
    const before = await totals();
    const res = await postWebhook(ctx.app, sessionEvent('checkout.session.completed', JSON.parse(JSON.stringify(session))));
    expect(res.status).toBeLessThan(500);
    expect(await payment(rupeeTxnid)).toMatchObject({ status: 'initiated', currency: 'INR', gateway: 'payu', mihpayid: null });
    expect(await payment(dollarTxnid)).toMatchObject({ status: 'initiated' });
    expect(await voteCount(id)).toBe(0);
    expect(await totals()).toEqual(before);
  });
});

describe('a signed body that is not a well-formed event', () => {
  const session = async () => paidSession(await usdVote(await newCandidate('Shape test')));
  test.each([
    ['null', async () => 'null'],
    ['an array', async () => '[]'],
    ['a string', async () => '"checkout.session.completed"'],
    ['a number', async () => '5'],
    ['an object without a type', async () => JSON.stringify({ id: 'evt_x', data: { object: {} } })],
    ['an event without data', async () => JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed' })],
    ['data.object null', async () => JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: null } })],
    ['a type that is a number', async () => JSON.stringify({ id: 'evt_x', type: 7, data: { object: {} } })],
    ['currency 5', async () => sessionEvent('checkout.session.completed', { ...(await session()), currency: 5 })],
    ['amount_total as text', async () => sessionEvent('checkout.session.completed', { ...(await session()), amount_total: '125' })],
    ['a fractional amount_total', async () => sessionEvent('checkout.session.completed', { ...(await session()), amount_total: 1.5 })],
    [
      'client_reference_id as a number',
      async () => sessionEvent('checkout.session.completed', { ...(await session()), client_reference_id: 1 }),
    ],
    [
      'payment_status as an object',
      async () => sessionEvent('checkout.session.completed', { ...(await session()), payment_status: { paid: true } }),
    ],
    ['metadata as a list', async () => sessionEvent('checkout.session.completed', { ...(await session()), metadata: ['x'] })],
    ['an expired session whose id is a number', async () => sessionEvent('checkout.session.expired', { ...(await session()), id: 42 })],
    ['not JSON at all', async () => '{"type": "checkout.session.completed", '],
  ])('when the signed body is %s, then 400 with a clear message and nothing changes', async (_label, body) => {
    const payload = await body();
    const before = await totals();
    const res = await postWebhook(ctx.app, payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(malformed);
    expect(await totals()).toEqual(before);
  });

  test('when an event we do not use carries an object of any shape, then it is still acknowledged', async () => {
    const res = await postWebhook(
      ctx.app,
      JSON.stringify({ id: 'evt_y', object: 'event', type: 'charge.updated', data: { object: { id: 5 } } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });
});
