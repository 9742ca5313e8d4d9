import request from 'supertest';
import { type TestContext, dbRows } from './helpers/app';
import { gatewayResponse, postCallback } from './helpers/payments';
import { stripeTestContext, fetchSession, postWebhook, sessionEvent, type StripeSandboxServer } from './helpers/stripe';

/**
 * Issue #26 item 1: a txnid is public (it is the receipt key); a registration token is a secret.
 * Only a return the payer alone can make (PayU's signed callback, Stripe's success return with the
 * session id stored with the payment) hands out the token; nothing keyed by a txnid names the payer.
 */
let sandbox: StripeSandboxServer, ctx: TestContext;
beforeAll(async () => ({ ctx, sandbox } = await stripeTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const payment = async (txnid: string) => (await q('SELECT * FROM payments WHERE txnid = $1', [txnid]))[0] as Record<string, unknown>;
const tokenOf = async (txnid: string) =>
  String(
    (await q('SELECT r.token FROM registrations r JOIN payments p ON p.reference_id = r.id::text WHERE p.txnid = $1', [txnid]))[0]?.token,
  );

async function newCandidate(name: string): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url) VALUES ($1, '/uploads/images/c.webp') RETURNING id`, [name]);
  return row.id as string;
}

const contestant = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Priya Secretname',
  age: 24,
  email,
  education: 'BA',
  category: 'Miss',
  contactNumber: '9812345670',
  whatsappNumber: '9812345671',
  agreeToTerms: true,
  ...extra,
});

/** Strings that must never come out of anything keyed by a txnid. */
const leaks = (text: string, secrets: string[]) => secrets.filter((s) => text.toLowerCase().includes(s.toLowerCase()));

async function paySession(txnid: string) {
  const id = String((await payment(txnid)).gateway_session_id);
  const session = {
    ...(await fetchSession(sandbox.apiBase, id)),
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_${txnid}`,
  };
  expect((await postWebhook(ctx.app, sessionEvent('checkout.session.completed', session))).status).toBe(200);
  expect((await payment(txnid)).status).toBe('success');
  return id;
}

/** Every public endpoint keyed by a txnid, with what it answered (body or Location), as one text. */
async function txnidSurfaces(txnid: string): Promise<{ what: string; status: number; text: string }[]> {
  const out: { what: string; status: number; text: string }[] = [];
  const record = (what: string, res: request.Response) =>
    out.push({
      what,
      status: res.status,
      text: `${String(res.headers.location ?? '')} ${JSON.stringify(res.body ?? '')} ${res.text ?? ''}`,
    });
  record('receipt', await request(ctx.app).get(`/api/payments/${txnid}/receipt`));
  record('check', await request(ctx.app).post(`/api/payments/${txnid}/check`));
  for (const query of [
    `txnid=${txnid}&cancelled=1`,
    `txnid=${txnid}`,
    `txnid=${txnid}&cancelled=0`,
    `session_id=${txnid}&txnid=${txnid}&cancelled=1`,
  ]) {
    record(`stripe return ${query}`, await request(ctx.app).get(`/api/payment/stripe/return?${query}`));
  }
  // A PayU return that names the txnid but is not signed by PayU.
  record('unsigned callback', await postCallback(ctx, { txnid, status: 'success', udf1: 'registration', hash: 'x' }));
  return out;
}

describe('a paid dollar registration', () => {
  test('when anyone comes back through the cancel url or any txnid-keyed endpoint, then no token and no personal data; the success return still hands the token', async () => {
    const email = 'priya.usd.secret@example.com';
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send(contestant(email, { currency: 'USD' }));
    expect(res.status).toBe(200);
    const txnid = res.body.txnid as string;
    const sessionId = await paySession(txnid);
    const token = await tokenOf(txnid);

    const cancelled = await request(ctx.app).get(`/api/payment/stripe/return?txnid=${txnid}&cancelled=1`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.location).not.toMatch(/[?&]id=/);
    expect(cancelled.headers.location).toMatch(/^\/(failure|check-payment)\b/);

    for (const s of await txnidSurfaces(txnid)) {
      expect([s.what, s.status < 500]).toEqual([s.what, true]);
      expect([s.what, leaks(s.text, [token, 'Secretname', email, '9812345670', '9812345671'])]).toEqual([s.what, []]);
      expect([s.what, /[?&]id=/.test(s.text)]).toEqual([s.what, false]);
    }

    const unknown = await request(ctx.app).get('/api/payment/stripe/return?session_id=cs_test_nobody_has_this');
    expect(unknown.headers.location).toBe('/failure');

    // The payer's own way back: Stripe's success return with the session stored with her payment.
    const back = await request(ctx.app).get(`/api/payment/stripe/return?session_id=${sessionId}`);
    expect(back.headers.location).toBe(`/success?id=${token}&currency=USD`);
    const reg = await request(ctx.app).get('/api/payment/get-registration').query({ id: token });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ email });
  });
});

describe('a paid rupee registration', () => {
  test('when anyone comes back with its txnid, then no token and no personal data; PayU’s signed callback still hands the token', async () => {
    const email = 'priya.inr.secret@example.com';
    const res = await request(ctx.app).post('/api/payment/registration').send(contestant(email));
    expect(res.status).toBe(200);
    const data = res.body.payuData as Record<string, string>;
    const signed = gatewayResponse(ctx, data, 'success');
    const paid = await postCallback(ctx, signed);
    const token = await tokenOf(data.txnid!);
    expect(paid.headers.location).toBe(`/success?id=${token}`);

    for (const s of await txnidSurfaces(data.txnid!)) {
      expect([s.what, s.status < 500]).toEqual([s.what, true]);
      expect([s.what, leaks(s.text, [token, 'Secretname', email, '9812345670', '9812345671'])]).toEqual([s.what, []]);
      expect([s.what, /[?&]id=/.test(s.text)]).toEqual([s.what, false]);
    }
    // A forged callback for the paid txnid (the signed fields with the hash of another status).
    const forged = await postCallback(ctx, { ...signed, status: 'failure' });
    expect(forged.headers.location).toBe('/failure');
    // Her browser reloading the signed return is still hers.
    expect((await postCallback(ctx, signed)).headers.location).toBe(`/success?id=${token}`);
  });
});

describe('votes and donations, paid in either currency', () => {
  const voter = { voterName: 'Meera Votername', voterEmail: 'meera.voter@example.com', voterPhone: '9800011122' };
  const donor = { donorName: 'Kabir Donorname', donorEmail: 'kabir.donor@example.com', donorPhone: '9800033344' };
  const secrets = [...Object.values(voter), ...Object.values(donor)];

  test('when their landings and txnid-keyed endpoints are read, then none names the voter or the donor', async () => {
    const candidateId = await newCandidate('Landing Check');
    const usdVote = await request(ctx.app)
      .post('/api/vote/initiate')
      .send({ candidateId, votes: 1, amount: 1.25, currency: 'USD', ...voter });
    const usdDonation = await request(ctx.app)
      .post('/api/donation/initiate')
      .send({ amount: 10, mode: 'once', currency: 'USD', ...donor });
    const inrVote = await request(ctx.app)
      .post('/api/vote/initiate')
      .send({ candidateId, votes: 1, amount: 100, ...voter });
    const inrDonation = await request(ctx.app)
      .post('/api/donation/initiate')
      .send({ amount: 500, mode: 'once', ...donor });
    for (const r of [usdVote, usdDonation, inrVote, inrDonation]) expect(r.status).toBe(200);

    const landings: string[] = [];
    for (const txnid of [usdVote.body.txnid as string, usdDonation.body.txnid as string]) {
      const sessionId = await paySession(txnid);
      landings.push(String((await request(ctx.app).get(`/api/payment/stripe/return?session_id=${sessionId}`)).headers.location));
    }
    for (const data of [inrVote.body.paymentData, inrDonation.body.paymentData] as Record<string, string>[]) {
      landings.push(String((await postCallback(ctx, gatewayResponse(ctx, data, 'success'))).headers.location));
    }
    expect(landings.map((l) => leaks(decodeURIComponent(l), secrets))).toEqual([[], [], [], []]);

    for (const txnid of [usdVote.body.txnid, usdDonation.body.txnid, inrVote.body.paymentData.txnid, inrDonation.body.paymentData.txnid]) {
      for (const s of await txnidSurfaces(String(txnid))) {
        expect([s.what, s.status < 500]).toEqual([s.what, true]);
        expect([s.what, leaks(decodeURIComponent(s.text), secrets)]).toEqual([s.what, []]);
      }
    }
  });
});
