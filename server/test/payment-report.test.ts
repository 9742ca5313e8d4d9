import request from 'supertest';
import { PAYMENT_REPORT_DAYS, PAYMENT_REPORT_MSG } from '@pageant/common/content/payment-report';
import { adminAgent, createTestContext, type TestContext, dbRows } from './helpers/app';
import { parseCsv } from './helpers/csv';
import { gatewayResponse, initiateDonation, postCallback } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);

type Form = Record<string, string>;

async function payDonation(amount: number, mode: 'once' | 'monthly', outcome: 'success' | 'failure' | null, mihpayid?: string) {
  const { paymentData } = await initiateDonation(ctx, { amount, mode, donorName: 'Meera Donor', donorEmail: 'meera@example.com' });
  if (outcome) {
    const cb = await postCallback(ctx, gatewayResponse(ctx, paymentData, outcome, mihpayid ? { mihpayid } : {}));
    expect(cb.status).toBe(303);
  }
  return paymentData.txnid!;
}

async function payVote(candidateId: string, votes: number, amount: number) {
  const res = await request(ctx.app).post('/api/vote/initiate').send({ candidateId, votes, amount, voterEmail: 'fan@example.com' });
  expect(res.status).toBe(200);
  const data = res.body.paymentData as Form;
  expect((await postCallback(ctx, gatewayResponse(ctx, data, 'success'))).status).toBe(303);
  return data.txnid!;
}

async function payRegistration() {
  const res = await request(ctx.app).post('/api/payment/registration').send({
    fullName: 'Asha Rao',
    age: '24',
    email: 'asha.report@example.com',
    education: 'B.Com',
    category: 'Miss',
    contactNumber: '+91 98765 43210',
    whatsappNumber: '+91 98765 43210',
    agreeToTerms: true,
    amount: '2000.00',
  });
  expect(res.status).toBe(200);
  const data = res.body.payuData as Form;
  expect((await postCallback(ctx, gatewayResponse(ctx, data, 'success'))).status).toBe(303);
  return data.txnid!;
}

const HEADER = ['Transaction id', 'Gateway id', 'Purpose', 'Description', 'Amount', 'Currency', 'Status', 'Created', 'Settled', 'Refunded'];

/** The expected totals, computed here from the table with plain SQL, independently of the service (every payment here is in rupees). */
async function expectedTotals(where = 'true', params: unknown[] = []) {
  const rows = await q(
    `SELECT status::text, count(*)::int AS count, sum(amount)::numeric(16,2)::text AS amount FROM payments WHERE ${where} GROUP BY status`,
    params,
  );
  return Object.fromEntries(rows.map((r) => [r.status, inr(r.count, r.amount)]));
}

/** A status total of rupee payments only: `amount` and the INR share are the same. */
const inr = (count: number, amount: string) => ({ count, amount, byCurrency: { INR: { count, amount } } });

let vote: string;
let donationOnce: string;
let donationMonthly: string;
let donationFailed: string;
let donationOpen: string;
let registration: string;
let oldDonation: string;
let refunded: string;

beforeAll(async () => {
  await q('UPDATE event_status SET is_active = true WHERE id = 1');
  const [{ id }] = await q(`INSERT INTO candidates (name) VALUES ('Ananya "Annie" Sharma, Pune') RETURNING id`);
  vote = await payVote(id as string, 750, 37_500);
  donationOnce = await payDonation(2500, 'once', 'success', '=HYPERLINK("http://evil.test")');
  donationMonthly = await payDonation(12_000, 'monthly', 'success');
  donationFailed = await payDonation(1000, 'once', 'failure');
  donationOpen = await payDonation(500, 'once', null);
  registration = await payRegistration();
  oldDonation = await payDonation(5000, 'once', 'success');
  await q(`UPDATE payments SET created_at = '2026-01-15T10:00:00Z', settled_at = '2026-01-15T10:05:00Z' WHERE txnid = $1`, [oldDonation]);
  // The report only reads what a refund leaves behind; the refund itself is tested with its endpoint.
  refunded = await payDonation(1500, 'once', 'success');
  await q(`UPDATE payments SET status = 'refunded', refunded_at = now() WHERE txnid = $1`, [refunded]);
});

describe('GET /api/admin/payments', () => {
  test('when no admin is logged in, then 401 for the list and the CSV, and a browser following the CSV link goes to the login', async () => {
    for (const path of ['/api/admin/payments', '/api/admin/payments/export.csv', '/api/admin/payments?purpose=vote']) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: expect.any(String) });
      expect(res.text).not.toContain(vote);
    }
    const nav = await request(ctx.app).get('/api/admin/payments/export.csv').set('Sec-Fetch-Mode', 'navigate');
    expect(nav.status).toBe(303);
    expect(nav.headers.location).toBe('/admin/login');
  });

  test('when the admin asks without filters, then every payment newest first, described, with no payer data, and totals per status', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent.get('/api/admin/payments').query({ limit: 100 });

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { payments, totals, page, totalPages } = res.body;
    expect(payments).toHaveLength(8);
    expect(page).toBe(1);
    expect(totalPages).toBe(1);
    expect(totals).toEqual(await expectedTotals());
    expect(totals.success).toEqual(inr(5, `${37_500 + 2500 + 12_000 + 2000 + 5000}.00`));

    const times = payments.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(payments.at(-1).txnid).toBe(oldDonation);

    const byTxn = new Map(payments.map((p: { txnid: string }) => [p.txnid, p]));
    expect(byTxn.get(vote)).toEqual({
      txnid: vote,
      gatewayId: '4030000001',
      purpose: 'vote',
      description: '750 votes for Ananya "Annie" Sharma, Pune',
      amount: '37500.00',
      currency: 'INR',
      status: 'success',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      settledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      refundedAt: null,
      demo: false,
    });
    expect(byTxn.get(registration)).toMatchObject({
      purpose: 'registration',
      description: 'Registration fee, Season 10',
      amount: '2000.00',
    });
    expect(byTxn.get(donationMonthly)).toMatchObject({ description: 'Donation, monthly', amount: '12000.00' });
    expect(byTxn.get(donationFailed)).toMatchObject({ status: 'failure' });
    expect(byTxn.get(donationOpen)).toMatchObject({ status: 'initiated', gatewayId: null, settledAt: null });
    expect(byTxn.get(refunded)).toMatchObject({ status: 'refunded', refundedAt: expect.stringMatching(/^\d{4}-/) });
    expect(res.text).not.toMatch(/meera|fan@example|Asha Rao|98765/i);
  });

  test('when a payment is seeded demo data, then its row says demo (issue #29) and the others do not', async () => {
    await q('UPDATE payments SET demo = true WHERE txnid = $1', [donationOnce]);
    try {
      const res = await (await adminAgent(ctx)).get('/api/admin/payments').query({ limit: 100 });

      expect(res.status).toBe(200);
      const demoOf = new Map(res.body.payments.map((p: { txnid: string; demo: boolean }) => [p.txnid, p.demo]));
      expect(demoOf.get(donationOnce)).toBe(true);
      expect(demoOf.get(vote)).toBe(false);
      expect(demoOf.get(registration)).toBe(false);
    } finally {
      await q('UPDATE payments SET demo = false WHERE txnid = $1', [donationOnce]);
    }
  });

  test('when filtered by purpose, status and currency, then only matching payments, and the totals cover just them', async () => {
    const agent = await adminAgent(ctx);
    const donations = await agent.get('/api/admin/payments').query({ purpose: 'donation', limit: 100 });
    expect(donations.status).toBe(200);
    expect(donations.body.payments.every((p: { purpose: string }) => p.purpose === 'donation')).toBe(true);
    expect(donations.body.payments).toHaveLength(6);
    expect(donations.body.totals).toEqual(await expectedTotals(`purpose = 'donation'`));

    const paid = await agent.get('/api/admin/payments').query({ purpose: 'donation', status: 'success', currency: 'INR' });
    expect(paid.body.payments.map((p: { txnid: string }) => p.txnid).sort()).toEqual([donationOnce, donationMonthly, oldDonation].sort());
    expect(paid.body.totals).toEqual({ success: inr(3, '19500.00') });

    const all = await agent.get('/api/admin/payments').query({ purpose: 'all', status: '', currency: 'all' });
    expect(all.body.totals).toEqual(await expectedTotals());

    const none = await agent.get('/api/admin/payments').query({ purpose: 'registration', status: 'failure' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ payments: [], totals: {}, page: 1, totalPages: 0 });
  });

  test('when filtered by dates, then both ends are whole IST days', async () => {
    const agent = await adminAgent(ctx);
    const january = await agent.get('/api/admin/payments').query({ from: '2026-01-15', to: '2026-01-15' });
    expect(january.body.payments.map((p: { txnid: string }) => p.txnid)).toEqual([oldDonation]);
    expect(january.body.totals).toEqual({ success: inr(1, '5000.00') });

    const before = await agent.get('/api/admin/payments').query({ to: '2026-01-14' });
    expect(before.body.payments).toEqual([]);
    const since = await agent.get('/api/admin/payments').query({ from: '2026-01-16', limit: 100 });
    expect(since.body.payments).toHaveLength(7);
    expect(since.body.payments.map((p: { txnid: string }) => p.txnid)).not.toContain(oldDonation);

    // The first and last days the filter takes are whole days too.
    const widest = await agent
      .get('/api/admin/payments')
      .query({ from: PAYMENT_REPORT_DAYS.first, to: PAYMENT_REPORT_DAYS.last, limit: 100 });
    expect(widest.status).toBe(200);
    expect(widest.body.payments).toHaveLength(8);
  });

  test('when paged, then the pages split the filtered set without overlap and every page carries the same totals', async () => {
    const agent = await adminAgent(ctx);
    const seen: string[] = [];
    const first = await agent.get('/api/admin/payments').query({ limit: 3, page: 1 });
    expect(first.body.totalPages).toBe(3);
    for (let page = 1; page <= 3; page++) {
      const res = await agent.get('/api/admin/payments').query({ limit: 3, page });
      expect(res.body.page).toBe(page);
      expect(res.body.totals).toEqual(first.body.totals);
      seen.push(...res.body.payments.map((p: { txnid: string }) => p.txnid));
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    const beyond = await agent.get('/api/admin/payments').query({ limit: 3, page: 4 });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ payments: [], page: 4, totalPages: 3 });
  });

  test.each([
    [{ purpose: 'ticket' }, PAYMENT_REPORT_MSG.purpose],
    [{ status: 'paid' }, PAYMENT_REPORT_MSG.status],
    [{ currency: 'EUR' }, PAYMENT_REPORT_MSG.currency],
    [{ from: '2026-13-01' }, PAYMENT_REPORT_MSG.from],
    [{ from: 'yesterday' }, PAYMENT_REPORT_MSG.from],
    [{ to: '2026-02-30' }, PAYMENT_REPORT_MSG.to],
    [{ from: '2026-03-02', to: '2026-03-01' }, PAYMENT_REPORT_MSG.range],
    // Issue #26 item 7: real days outside any season reached PostgreSQL (and cut the CSV short).
    [{ to: '9999-12-31' }, PAYMENT_REPORT_MSG.to],
    [{ to: '2101-01-01' }, PAYMENT_REPORT_MSG.to],
    [{ from: '0001-01-01' }, PAYMENT_REPORT_MSG.from],
    [{ from: '1999-12-31' }, PAYMENT_REPORT_MSG.from],
    [{ from: '9999-12-31', to: '9999-12-31' }, PAYMENT_REPORT_MSG.from],
    [{ from: ['2026-01-01', '2026-01-02'] }, PAYMENT_REPORT_MSG.from],
    [{ page: '0' }, PAYMENT_REPORT_MSG.page],
    [{ page: 'two' }, PAYMENT_REPORT_MSG.page],
    [{ limit: '101' }, PAYMENT_REPORT_MSG.limit],
    [{ limit: '2.5' }, PAYMENT_REPORT_MSG.limit],
  ])('when the filter is %j, then 400 with a clear message for the list and the CSV', async (query, message) => {
    const agent = await adminAgent(ctx);
    const refused = { status: 400, body: { success: false, message, error: message, code: 'VALIDATION_FAILED' } };
    const res = await agent.get('/api/admin/payments').query(query);
    if (!('page' in query) && !('limit' in query)) {
      // Refused before the first byte of the file: a 200 already sent could only be cut short.
      const csv = await agent
        .get('/api/admin/payments/export.csv')
        .query(query)
        .then((r) => ({ status: r.status, body: r.body as unknown, json: /^application\/json/.test(r.headers['content-type'] ?? '') }))
        .catch((err: Error) => ({ failed: err.message }));
      expect(csv).toEqual({ ...refused, json: true });
    }
    expect({ status: res.status, body: res.body as unknown }).toEqual(refused);
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  const fetchCsv = async (query: Record<string, string> = {}) => {
    const agent = await adminAgent(ctx);
    const res = await agent
      .get('/api/admin/payments/export.csv')
      .query(query)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => done(null, text));
      });
    return { res, text: res.body as string };
  };

  /** The payment lines, then a blank line, then the totals block. */
  const split = (rows: string[][]) => {
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    return { payments: rows.slice(1, blank), totals: rows.slice(blank + 2), totalsHeader: rows[blank + 1] };
  };

  test('when the admin exports, then a CSV attachment: the header, a line per payment, then totals per status', async () => {
    const { res, text } = await fetchCsv();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?payments-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(HEADER);
    const { payments, totals, totalsHeader } = split(rows);
    expect(payments).toHaveLength(8);
    for (const r of payments) expect(r).toHaveLength(HEADER.length);

    const line = payments.find((r) => r[0] === vote)!;
    expect(line.slice(0, 7)).toEqual([
      vote,
      '4030000001',
      'vote',
      '750 votes for Ananya "Annie" Sharma, Pune',
      '37500.00',
      'INR',
      'success',
    ]);
    expect(line[7]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(payments.find((r) => r[0] === refunded)![9]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(totalsHeader).toEqual(['Totals by status', 'Payments', 'Amount', 'Currency']);
    const expected = await expectedTotals();
    expect(Object.fromEntries(totals.map(([status, count, amount]) => [status, inr(Number(count), amount!)]))).toEqual(expected);
    expect(text).not.toMatch(/meera|fan@example|Asha Rao|98765/i);
  });

  test('when a cell would start a spreadsheet formula, then it is quoted and prefixed so it stays text', async () => {
    const { text } = await fetchCsv({ purpose: 'donation' });
    const line = parseCsv(text.slice(1)).find((r) => r[0] === donationOnce)!;
    expect(line[1]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  test('when filtered, then the CSV holds exactly what the list shows, and the totals of that set', async () => {
    const agent = await adminAgent(ctx);
    const query = { purpose: 'donation', status: 'success', from: '2026-01-16' };
    const list = await agent.get('/api/admin/payments').query({ ...query, limit: 100 });
    const { text } = await fetchCsv(query);
    const { payments, totals } = split(parseCsv(text.slice(1)));
    expect(payments.map((r) => r[0])).toEqual(list.body.payments.map((p: { txnid: string }) => p.txnid));
    expect(payments.map((r) => r[0]).sort()).toEqual([donationOnce, donationMonthly].sort());
    expect(totals).toEqual([['success', '2', '14500.00', 'INR']]);
  });

  test('when the admin reads the report and its CSV, then no payment changes', async () => {
    const snapshot = () => q('SELECT txnid, status::text, amount, settled_at, refunded_at, updated_at FROM payments ORDER BY txnid');
    const before = await snapshot();
    const agent = await adminAgent(ctx);
    expect(
      (await agent.get('/api/admin/payments').query({ purpose: 'vote' })).body.payments.map((p: { txnid: string }) => p.txnid),
    ).toEqual([vote]);
    await fetchCsv();
    expect(await snapshot()).toEqual(before);
  });
});
