import request from 'supertest';
import { commandHash } from '../src/payments/payu';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext, dbRows } from './helpers/app';
import { gatewayResponse, initiateDonation, postCallback, sandboxForms } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const paymentStatus = async (txnid: string) => (await q('SELECT status FROM payments WHERE txnid = $1', [txnid]))[0]?.status;
const donationsFor = (txnid: string) =>
  q('SELECT d.amount, d.mode, d.meals_pledged, d.donor_name FROM donations d JOIN payments p ON p.id = d.payment_id WHERE p.txnid = $1', [
    txnid,
  ]);

const successLanding = (txnid: string) => `/charitablealliance?donation=success&amount=2500&txnid=${txnid}`;
const failureLanding = (txnid: string) => `/charitablealliance?donation=failure&amount=2500&txnid=${txnid}`;

function verifyPayment(txnid: string) {
  const { PAYU_KEY: key, PAYU_SALT: salt } = ctx.config;
  return request(ctx.app)
    .post('/sandbox/payu/merchant/postservice?form=2')
    .type('form')
    .send({ key, command: 'verify_payment', var1: txnid, hash: commandHash(key, 'verify_payment', txnid, salt) });
}

describe('the sandbox checkout (PayU protocol)', () => {
  test('when the signed form is posted, then the page shows the amount and both outcomes, escaped', async () => {
    const { paymentData } = await initiateDonation(ctx, { amount: 2500, mode: 'once', donorName: '<b>Asha</b>' });
    const res = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('Simulate success');
    expect(res.text).toContain('Simulate failure');
    expect(res.text).toContain('2500.00');
    expect(res.text).toContain('Season 10 charity donation');
    expect(res.text).not.toContain('<b>Asha</b>');
  });

  test('when the request hash is tampered with, then 400 and no checkout', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const res = await request(ctx.app)
      .post('/sandbox/payu/_payment')
      .type('form')
      .send({ ...paymentData, amount: '1.00' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Invalid hash');
    expect(res.text).not.toContain('Simulate success');
    const missing = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send({ key: paymentData.key });
    expect(missing.status).toBe(400);
  });

  test('when an outcome is simulated, then the browser is sent on to surl with the signed response, and verify_payment reports it', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);
    const success = sandboxForms(page.text)['Simulate success']!;
    expect(success.fields).toMatchObject({
      status: 'success',
      txnid: paymentData.txnid,
      amount: '2500.00',
      udf1: 'donation',
      udf2: paymentData.udf2,
    });

    expect((await verifyPayment(paymentData.txnid!)).body).toMatchObject({ status: 0 });
    const sim = await request(ctx.app).post(success.action).type('form').send(success.fields);
    expect(sim.status).toBe(307);
    expect(sim.headers.location).toBe(paymentData.surl);

    const verified = await verifyPayment(paymentData.txnid!);
    expect(verified.body).toMatchObject({
      status: 1,
      transaction_details: { [paymentData.txnid!]: { status: 'success', amt: '2500.00' } },
    });
    const badHash = await request(ctx.app)
      .post('/sandbox/payu/merchant/postservice?form=2')
      .type('form')
      .send({ key: ctx.config.PAYU_KEY, command: 'verify_payment', var1: paymentData.txnid, hash: 'f'.repeat(128) });
    expect(badHash.body).toMatchObject({ status: 0 });

    // Arriving at surl with the sandbox's response credits the donation.
    const cb = await postCallback(ctx, success.fields);
    expect(cb.status).toBe(303);
    expect(cb.headers.location).toBe(successLanding(paymentData.txnid!));
  });
});

describe('POST /api/payment/callback', () => {
  test('when PayU returns success, then 303 to the donation page and one donation with meals pledged', async () => {
    const { paymentData } = await initiateDonation(ctx, { amount: 2500, mode: 'monthly', donorName: 'Asha' });
    const res = await postCallback(ctx, gatewayResponse(ctx, paymentData, 'success'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(successLanding(paymentData.txnid!));
    expect(await paymentStatus(paymentData.txnid!)).toBe('success');
    expect(await donationsFor(paymentData.txnid!)).toEqual([{ amount: '2500.00', mode: 'monthly', meals_pledged: 50, donor_name: 'Asha' }]);
    const [p] = await q('SELECT mihpayid, settled_at FROM payments WHERE txnid = $1', [paymentData.txnid]);
    expect(p.mihpayid).toBe('4030000001');
    expect(p.settled_at).not.toBeNull();

    // Replays and a later webhook credit nothing more.
    const replay = await postCallback(ctx, gatewayResponse(ctx, paymentData, 'success'));
    expect(replay.status).toBe(303);
    expect(replay.headers.location).toBe(successLanding(paymentData.txnid!));
    const hook = await request(ctx.app)
      .post('/api/payment/webhook')
      .type('form')
      .send(gatewayResponse(ctx, paymentData, 'success'));
    expect(hook.status).toBe(200);
    expect(hook.body).toEqual({ success: true });
    expect(await donationsFor(paymentData.txnid!)).toHaveLength(1);
  });

  test('when the hash is forged, then nothing is credited and the donor lands on the failure page', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const forged = { ...gatewayResponse(ctx, paymentData, 'success'), hash: 'a'.repeat(128) };
    const res = await postCallback(ctx, forged);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/charitablealliance\?donation=failure/);
    expect(await paymentStatus(paymentData.txnid!)).toBe('initiated');
    expect(await donationsFor(paymentData.txnid!)).toEqual([]);
  });

  test('when the amount differs from the stored one (hash recomputed), then nothing is credited', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const res = await postCallback(ctx, gatewayResponse(ctx, paymentData, 'success', { amount: '25.00' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(failureLanding(paymentData.txnid!));
    expect(await paymentStatus(paymentData.txnid!)).toBe('initiated');
    expect(await donationsFor(paymentData.txnid!)).toEqual([]);
  });

  test('when 20 duplicate callbacks arrive at once, then exactly one donation is recorded', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const fields = gatewayResponse(ctx, paymentData, 'success');
    const results = await Promise.all(Array.from({ length: 20 }, () => postCallback(ctx, fields)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(303));
    expect(new Set(results.map((r) => r.headers.location))).toEqual(new Set([successLanding(paymentData.txnid!)]));
    expect(await donationsFor(paymentData.txnid!)).toHaveLength(1);
    expect(await paymentStatus(paymentData.txnid!)).toBe('success');
  });

  test('when PayU returns failure, then the payment fails, no donation, and a later success changes nothing', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const res = await postCallback(ctx, gatewayResponse(ctx, paymentData, 'failure'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(failureLanding(paymentData.txnid!));
    expect(await paymentStatus(paymentData.txnid!)).toBe('failure');

    await postCallback(ctx, gatewayResponse(ctx, paymentData, 'success'));
    expect(await paymentStatus(paymentData.txnid!)).toBe('failure');
    expect(await donationsFor(paymentData.txnid!)).toEqual([]);
  });

  test('when the browser returns carrying the admin cookie from a foreign origin, then the hash alone decides', async () => {
    const agent = await adminAgent(ctx);
    const { paymentData } = await initiateDonation(ctx);
    const res = await agent
      .post('/api/payment/callback')
      .set('Origin', 'https://secure.payu.in')
      .type('form')
      .send(gatewayResponse(ctx, paymentData, 'success'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(successLanding(paymentData.txnid!));
  });

  test('when the form is empty or the txnid unknown, then no 5xx: a redirect home or to the failure page', async () => {
    const empty = await request(ctx.app).post('/api/payment/callback').type('form').send({});
    expect(empty.status).toBe(303);
    expect(empty.headers.location).toBe('/');
    const unknown = gatewayResponse(ctx, { key: ctx.config.PAYU_KEY, txnid: 'Tnope', amount: '10.00', udf1: 'donation' }, 'success');
    const res = await postCallback(ctx, unknown);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/charitablealliance\?donation=failure/);
  });
});

describe('POST /api/payment/webhook', () => {
  test('when the hash is forged, then 400 and nothing changes; a valid notice settles once', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const forged = await request(ctx.app)
      .post('/api/payment/webhook')
      .type('form')
      .send({ ...gatewayResponse(ctx, paymentData, 'success'), hash: 'b'.repeat(128) });
    expect(forged.status).toBe(400);
    expect(await paymentStatus(paymentData.txnid!)).toBe('initiated');

    const ok = await request(ctx.app)
      .post('/api/payment/webhook')
      .type('form')
      .send(gatewayResponse(ctx, paymentData, 'success'));
    expect(ok.status).toBe(200);
    expect(await donationsFor(paymentData.txnid!)).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  test('when a paid checkout never came back, then the admin reconcile settles it through verify_payment', async () => {
    const { paymentData } = await initiateDonation(ctx);
    const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);
    const success = sandboxForms(page.text)['Simulate success']!;
    await request(ctx.app).post(success.action).type('form').send(success.fields);
    const abandoned = await initiateDonation(ctx);
    await q(`UPDATE payments SET created_at = now() - interval '20 minutes' WHERE txnid = ANY($1)`, [
      [paymentData.txnid, abandoned.paymentData.txnid],
    ]);

    expect((await request(ctx.app).post('/api/admin/payments/reconcile')).status).toBe(401);
    const agent = await adminAgent(ctx);
    const res = await agent.post('/api/admin/payments/reconcile').set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, checked: 2, credited: 1, unchanged: 1, errors: 0 });
    expect(await paymentStatus(paymentData.txnid!)).toBe('success');
    expect(await donationsFor(paymentData.txnid!)).toHaveLength(1);
    expect(await paymentStatus(abandoned.paymentData.txnid!)).toBe('initiated');

    // The late callback then credits nothing more.
    await postCallback(ctx, success.fields);
    expect(await donationsFor(paymentData.txnid!)).toHaveLength(1);
  });
});
