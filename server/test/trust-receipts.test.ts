import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { RECEIPT_MSG_PUBLIC } from '@pageant/common/content/receipts';
import { PUBLIC_URL, createTestContext, type TestContext, dbRows, setEventActive } from './helpers/app';
import { gatewayResponse, initiateDonation, postCallback, sandboxForms } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await setEventActive(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type PaymentData = Record<string, string>;
const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const voteCount = async (id: string) => (await q('SELECT vote_count FROM candidates WHERE id = $1', [id]))[0]?.vote_count as number;
const ledgerRows = (txnid: string) =>
  q('SELECT v.votes FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1 ORDER BY v.created_at', [txnid]);
const paymentRow = async (txnid: string) => (await q('SELECT * FROM payments WHERE txnid = $1', [txnid]))[0];

async function newCandidate(name: string, votes = 0): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/uploads/images/c.webp', $2) RETURNING id`, [
    name,
    votes,
  ]);
  return row.id as string;
}

const VOTER = { voterName: 'Meera Kapoor', voterEmail: 'meera.kapoor@example.com', voterPhone: '9876501234' };

async function initiateVote(candidateId: string, votes = 750, amount = 37_500): Promise<PaymentData> {
  const res = await request(ctx.app)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount, ...VOTER });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as PaymentData;
}

/** The voter pays on the sandbox checkout, which records the outcome, but her browser never comes back. */
async function payWithoutReturn(data: PaymentData, outcome: 'Simulate success' | 'Simulate failure' = 'Simulate success') {
  const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(data);
  const form = sandboxForms(page.text)[outcome]!;
  await request(ctx.app).post(form.action).type('form').send(form.fields);
  return form.fields;
}

const receipt = (txnid: string) => request(ctx.app).get(`/api/payments/${encodeURIComponent(txnid)}/receipt`);
const check = (txnid: string) => request(ctx.app).post(`/api/payments/${encodeURIComponent(txnid)}/check`);

const RECEIPT_KEYS = ['amount', 'createdAt', 'currency', 'description', 'purpose', 'refundedAt', 'settledAt', 'status', 'txnid'];

describe('GET /api/payments/:txnid/receipt', () => {
  test('when a vote payment is confirmed, then its receipt says what was bought and for how much, and is not cached', async () => {
    const id = await newCandidate('Ananya Sharma', 10);
    const data = await initiateVote(id);
    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));

    const res = await receipt(data.txnid!);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      txnid: data.txnid,
      purpose: 'vote',
      status: 'success',
      amount: '37500.00',
      currency: 'INR',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      settledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      description: '750 votes for Ananya Sharma',
      refundedAt: null,
    });
  });

  test('when the receipt is read, then nothing in it names or reaches the payer (name, e-mail, phone)', async () => {
    const id = await newCandidate('Diya Nair');
    const data = await initiateVote(id);
    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));

    const res = await receipt(data.txnid!);

    expect(Object.keys(res.body).sort()).toEqual(RECEIPT_KEYS);
    const json = JSON.stringify(res.body);
    for (const personal of ['Meera', 'Kapoor', 'meera.kapoor', 'example.com', '9876501234', '@']) expect(json).not.toContain(personal);
    expect(json).not.toMatch(/mihpayid|4030000001/);
  });

  test('when a registration is paid, then its receipt reads "Registration fee, Season 10" without the contestant\'s details', async () => {
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send({
        fullName: 'Kavya Menon',
        age: '29',
        email: `kavya.${Date.now()}@example.com`,
        education: 'B.Arch',
        category: 'Mrs',
        contactNumber: '+91 98200 11223',
        whatsappNumber: '+91 98200 11223',
        agreeToTerms: true,
      });
    const data = res.body.payuData as PaymentData;
    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));

    const r = await receipt(data.txnid!);

    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      purpose: 'registration',
      status: 'success',
      amount: '2000.00',
      description: 'Registration fee, Season 10',
    });
    const json = JSON.stringify(r.body);
    for (const personal of ['Kavya', 'Menon', 'kavya.', '98200', 'B.Arch']) expect(json).not.toContain(personal);
  });

  test('when a monthly donation is paid, then "Donation, monthly"; a one-time one, "Donation, one-time"', async () => {
    const monthly = await initiateDonation(ctx, { amount: 1200, mode: 'monthly', donorName: 'Anil Rao', donorEmail: 'anil@example.com' });
    await postCallback(ctx, gatewayResponse(ctx, monthly.paymentData, 'success'));
    const once = await initiateDonation(ctx, { amount: 500, mode: 'once' });
    await postCallback(ctx, gatewayResponse(ctx, once.paymentData, 'success'));

    const m = await receipt(monthly.paymentData.txnid!);
    const o = await receipt(once.paymentData.txnid!);

    expect(m.body).toMatchObject({ purpose: 'donation', description: 'Donation, monthly', amount: '1200.00' });
    expect(o.body).toMatchObject({ purpose: 'donation', description: 'Donation, one-time', amount: '500.00' });
    expect(JSON.stringify(m.body)).not.toMatch(/Anil|anil@/);
  });

  test('when the payment failed or is still open, then the receipt says so, with no settlement time for an open one', async () => {
    const id = await newCandidate('Ishita Rao');
    const failed = await initiateVote(id);
    await postCallback(ctx, gatewayResponse(ctx, failed, 'failure'));
    const open = await initiateVote(id);

    expect((await receipt(failed.txnid!)).body).toMatchObject({ status: 'failure', settledAt: expect.any(String) });
    expect((await receipt(open.txnid!)).body).toMatchObject({ status: 'initiated', settledAt: null });
  });

  test.each([['T0000000000000000000000'], ['nothing-here'], ['a'.repeat(41)], ['x%27%20OR%201%3D1'], ['%E2%82%B9100']])(
    'when the txnid %s is unknown or malformed, then 404 in JSON with a clear message',
    async (txnid) => {
      const res = await request(ctx.app).get(`/api/payments/${txnid}/receipt`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body).toMatchObject({ success: false, message: RECEIPT_MSG_PUBLIC.notFound });
    },
  );
});

describe('receipt mails', () => {
  const mails = () => {
    try {
      return readdirSync(ctx.config.outboxDir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) =>
          // Quoted-printable: soft line breaks and escapes would split the link.
          readFileSync(path.join(ctx.config.outboxDir, f), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        );
    } catch {
      return [];
    }
  };
  const linkIn = async (txnid: string) => {
    const url = `${PUBLIC_URL}/receipt/${txnid}`;
    const end = Date.now() + 5000;
    while (!mails().some((m) => m.includes(url)) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    return mails().filter((m) => m.includes(url));
  };

  test('when a vote, a donation or a registration is paid, then its mail links to the public receipt page', async () => {
    const id = await newCandidate('Kiara Mehta');
    const vote = await initiateVote(id);
    await postCallback(ctx, gatewayResponse(ctx, vote, 'success'));
    const donation = await initiateDonation(ctx, { amount: 500, mode: 'once', donorEmail: 'giver@example.com' });
    await postCallback(ctx, gatewayResponse(ctx, donation.paymentData, 'success'));
    const reg = await request(ctx.app)
      .post('/api/payment/registration')
      .send({
        fullName: 'Zoya Ali',
        age: '24',
        email: `zoya.${Date.now()}@example.com`,
        education: 'B.Com',
        category: 'Miss',
        contactNumber: '+91 98200 44556',
        whatsappNumber: '+91 98200 44556',
        agreeToTerms: true,
      });
    await postCallback(ctx, gatewayResponse(ctx, reg.body.payuData as PaymentData, 'success'));

    for (const txnid of [vote.txnid!, donation.paymentData.txnid!, (reg.body.payuData as PaymentData).txnid!])
      expect(await linkIn(txnid)).toHaveLength(1);
  });
});

describe('POST /api/payments/:txnid/check', () => {
  test('when the voter paid but her browser never came back, then checking credits her votes at once, exactly once', async () => {
    const id = await newCandidate('Nandini Iyer', 5);
    const data = await initiateVote(id);
    const fields = await payWithoutReturn(data);
    expect(await voteCount(id)).toBe(5);

    const res = await check(data.txnid!);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      txnid: data.txnid,
      status: 'success',
      description: '750 votes for Nandini Iyer',
      settledAt: expect.any(String),
    });
    expect(await voteCount(id)).toBe(755);
    expect(await ledgerRows(data.txnid!)).toEqual([{ votes: 750 }]);
    const row = await paymentRow(data.txnid!);
    expect(row.mihpayid).toBe(fields.mihpayid);

    // A second check, the late browser return and reconciliation all find it settled: nothing more.
    expect((await check(data.txnid!)).body.status).toBe('success');
    await postCallback(ctx, fields);
    expect(await voteCount(id)).toBe(755);
    expect(await ledgerRows(data.txnid!)).toHaveLength(1);
  });

  test('when checks race each other for the same lost payment, then the votes are still credited once', async () => {
    const id = await newCandidate('Tara Bose');
    const data = await initiateVote(id);
    await payWithoutReturn(data);

    const answers = await Promise.all(Array.from({ length: 6 }, () => check(data.txnid!)));

    // One of them asked the gateway (issue #26: once per 10 s); the others answered the state stored before that look.
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.some((a) => a.body.status === 'success')).toBe(true);
    expect((await check(data.txnid!)).body.status).toBe('success');
    expect(await voteCount(id)).toBe(750);
    expect(await ledgerRows(data.txnid!)).toHaveLength(1);
  });

  test('when the gateway says the lost payment failed, then it is closed as failed and nothing is credited', async () => {
    const id = await newCandidate('Pooja Das');
    const data = await initiateVote(id);
    await payWithoutReturn(data, 'Simulate failure');

    const res = await check(data.txnid!);

    expect(res.body.status).toBe('failure');
    expect(await voteCount(id)).toBe(0);
    expect(await ledgerRows(data.txnid!)).toHaveLength(0);
  });

  test('when the gateway has never heard of the payment (checkout abandoned), then it stays open and nothing changes', async () => {
    const id = await newCandidate('Rhea Sen');
    const data = await initiateVote(id);
    const before = await paymentRow(data.txnid!);

    const res = await check(data.txnid!);

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('initiated');
    // Only the time of the look is new (it spaces the next one, issue #26).
    expect(await paymentRow(data.txnid!)).toEqual({ ...before, last_gateway_check_at: expect.any(Date) });
  });

  test('when the payment is already settled, then the check changes nothing and does not ask the gateway to settle it again', async () => {
    const id = await newCandidate('Sana Khan', 1);
    const data = await initiateVote(id);
    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
    const before = await paymentRow(data.txnid!);

    const res = await check(data.txnid!);

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(await paymentRow(data.txnid!)).toEqual(before);
    expect(await voteCount(id)).toBe(751);
  });

  test('when the txnid is unknown or malformed, then 404 and nothing is stored', async () => {
    const before = await q('SELECT count(*)::int AS n, max(updated_at) AS at FROM payments');
    for (const txnid of ['T0000000000000000000000', 'bad id', 'a'.repeat(80)]) {
      const res = await check(txnid);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: RECEIPT_MSG_PUBLIC.notFound });
    }
    expect(await q('SELECT count(*)::int AS n, max(updated_at) AS at FROM payments')).toEqual(before);
  });
});

describe('rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ RATE_LIMIT_PAYMENT: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  test('when one address checks more often than RATE_LIMIT_PAYMENT allows in a minute, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 5; i += 1) {
      last = await request(limited.app).post('/api/payments/T0000000000000000000000/check');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.body).toMatchObject({ success: false });
    // Receipts are reads and share only the general API limit.
    expect((await request(limited.app).get('/api/payments/T0000000000000000000000/receipt')).status).toBe(404);
  });
});
