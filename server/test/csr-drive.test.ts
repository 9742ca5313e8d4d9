// Issue #33: donations for a contestant's charity drive, through both sandboxes, and what the public sees.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { CSR_MSG, csrMarks } from '@pageant/common/content/csr-drive';
import { fundraisingFor } from '../src/modules/csr-drive/service';
import { PUBLIC_URL, UNKNOWN_ID, adminAgent, dbRows, type AdminAgent, type TestContext } from './helpers/app';
import { until } from './helpers/finale';
import { sandboxForms } from './helpers/payments';
import { pressSandboxButton, stripeTestContext } from './helpers/stripe';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => {
  ({ ctx } = await stripeTestContext());
  admin = await adminAgent(ctx);
});
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const count = async (table: string) => Number((await q(`SELECT count(*) FROM ${table}`))[0].count);

async function newCandidate(name: string): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url, category) VALUES ($1, '/uploads/images/c.webp', 'Miss') RETURNING id`, [
    name,
  ]);
  return row.id as string;
}

const initiate = (body: Record<string, unknown>) =>
  request(ctx.app)
    .post('/api/donation/initiate')
    .send({ mode: 'once', ...body });

/** A rupee gift paid on the PayU sandbox's page and brought back to our callback, as a browser would. */
async function payuGift(body: Record<string, unknown>): Promise<string> {
  const res = await initiate(body);
  expect(res.status).toBe(200);
  const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(res.body.paymentData);
  const success = sandboxForms(page.text)['Simulate success']!;
  await request(ctx.app).post(success.action).type('form').send(success.fields);
  await request(ctx.app).post('/api/payment/callback').type('form').send(success.fields);
  return res.body.paymentData.txnid as string;
}

/** A dollar gift paid on the Stripe sandbox's hosted page (its webhook credits it). */
async function stripeGift(body: Record<string, unknown>): Promise<string> {
  const res = await initiate({ currency: 'USD', ...body });
  expect(res.status).toBe(200);
  expect((await pressSandboxButton(res.body.url as string, 'Simulate success')).status).toBe(303);
  return res.body.txnid as string;
}

const paymentStatus = async (txnid: string) => (await q('SELECT status FROM payments WHERE txnid = $1', [txnid]))[0]?.status;
const fundraising = async (id: string) => {
  const res = await request(ctx.app).get(`/api/candidates/${id}/fundraising`);
  expect(res.status).toBe(200);
  return res.body;
};
const total = async () => (await request(ctx.app).get('/api/fundraising/total')).body;
const transparency = async () => (await request(ctx.app).get('/api/transparency')).body;

/** The outbox mails (quoted-printable undone) that name this txnid. */
function mailsFor(txnid: string): string[] {
  let files: string[];
  try {
    files = readdirSync(ctx.config.outboxDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(ctx.config.outboxDir, f), 'utf8').replace(/=\r?\n/g, '')).filter((m) => m.includes(txnid));
}

describe('a contestant’s charity drive through both sandboxes', () => {
  let meera: string;
  let rupeeTxnid: string;
  let dollarTxnid: string;

  test('when ₹5,000 (PayU) and $100 (Stripe) are given for her, then her drive shows both, two donors, and the better currency’s percent', async () => {
    meera = await newCandidate('Meera Iyer');
    rupeeTxnid = await payuGift({
      amount: 5000,
      candidateId: meera,
      showName: true,
      donorName: 'Anita Shah',
      donorEmail: 'anita@example.com',
    });
    dollarTxnid = await stripeGift({ amount: 100, candidateId: meera, donorName: 'Beth Carter', donorEmail: 'beth@example.com' });
    expect(await paymentStatus(rupeeTxnid)).toBe('success');
    expect(await paymentStatus(dollarTxnid)).toBe('success');

    const body = await fundraising(meera);
    expect(body).toEqual({ raised: { INR: 5000, USD: 100 }, target: { INR: 25000, USD: 300 }, donors: 2, percent: expect.any(Number) });
    // 5000/25000 is 20%, 100/300 is 33.3%: the better one, never the two added.
    expect(body.percent).toBeCloseTo(100 / 3, 6);
    expect(csrMarks(body.percent)).toBe(10);
    // Her cockpit shows only the donor who chose to be named, by first name.
    expect(await fundraisingFor(ctx.database.db, meera, { withDonorNames: true })).toEqual({ ...body, donorNames: ['Anita'] });
  });

  test('when her donor reads the receipt and the thank-you mail, then both name her drive', async () => {
    const receipt = await request(ctx.app).get(`/api/payments/${rupeeTxnid}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      description: "Donation, one-time, for Meera Iyer's charity drive",
      drive: { candidateId: meera, name: 'Meera Iyer' },
    });
    await until(() => mailsFor(rupeeTxnid).length > 0 && mailsFor(dollarTxnid).length > 0);
    expect(mailsFor(rupeeTxnid)[0]).toContain(`${CSR_MSG.giftSupports('Meera Iyer')}.`);
    expect(mailsFor(dollarTxnid)[0]).toContain(`${CSR_MSG.giftSupports('Meera Iyer')}.`);
  });

  test('when the rupee gift is refunded, then her drive loses it and its donor', async () => {
    const res = await admin
      .post(`/api/admin/payments/${rupeeTxnid}/refund`)
      .set('Origin', PUBLIC_URL)
      .send({ reason: 'Donor gave twice by mistake' });
    expect(res.status).toBe(200);
    const body = await fundraising(meera);
    expect(body).toMatchObject({ raised: { INR: 0, USD: 100 }, donors: 1 });
    expect(body.percent).toBeCloseTo(100 / 3, 6);
    expect(await fundraisingFor(ctx.database.db, meera, { withDonorNames: true })).toMatchObject({ donorNames: [] });
  });

  test('when a monthly gift is made for her, then her drive counts what was charged', async () => {
    const txnid = await payuGift({ amount: 1200, mode: 'monthly', candidateId: meera, donorEmail: 'chitra@example.com' });
    const [row] = await q('SELECT amount FROM payments WHERE txnid = $1', [txnid]);
    expect((await fundraising(meera)).raised).toEqual({ INR: Number(row.amount), USD: 100 });
    expect(Number(row.amount)).toBe(1200);
  });
});

describe('POST /api/donation/initiate with a contestant', () => {
  test.each([
    ['an id no contestant has', UNKNOWN_ID],
    ['something that is not an id', 'meera'],
    ['a number', 42],
  ])('when candidateId is %s, then 400 with a clear message and nothing stored', async (_what, candidateId) => {
    const before = { payments: await count('payments'), donations: await count('donations') };
    const res = await initiate({ amount: 500, candidateId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: CSR_MSG.unknownCandidate, error: CSR_MSG.unknownCandidate });
    expect({ payments: await count('payments'), donations: await count('donations') }).toEqual(before);
  });

  test('when she was deleted, then her id is refused like an unknown one', async () => {
    const id = await newCandidate('Gone Girl');
    await admin.delete(`/api/candidates/delete/${id}`).set('Origin', PUBLIC_URL).expect(200);
    const before = await count('payments');
    const res = await initiate({ amount: 500, candidateId: id, currency: 'USD' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CSR_MSG.unknownCandidate);
    expect(await count('payments')).toBe(before);
  });

  test('when showName is not true or false, then 400 and nothing stored', async () => {
    const id = await newCandidate('Nisha Rao');
    const before = await count('payments');
    const res = await initiate({ amount: 500, candidateId: id, showName: 'yes please' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CSR_MSG.showNameInvalid);
    expect(await count('payments')).toBe(before);
  });

  test('when she is deleted while her donor is on the checkout, then the gift is credited to the general fund', async () => {
    const id = await newCandidate('Leaving Lata');
    const res = await initiate({ amount: 700, candidateId: id, donorEmail: 'late@example.com' });
    expect(res.status).toBe(200);
    await admin.delete(`/api/candidates/delete/${id}`).set('Origin', PUBLIC_URL).expect(200);
    const before = (await transparency()).generalFund.INR as number;
    const back = await request(ctx.app)
      .post('/sandbox/payu/_payment')
      .type('form')
      .send(res.body.paymentData)
      .then((page) => sandboxForms(page.text)['Simulate success']!);
    const callback = await request(ctx.app).post('/api/payment/callback').type('form').send(back.fields);
    expect(callback.status).toBeLessThan(400);
    expect(await paymentStatus(res.body.paymentData.txnid)).toBe('success');
    const [d] = await q('SELECT d.candidate_id FROM donations d JOIN payments p ON p.id = d.payment_id WHERE p.txnid = $1', [
      res.body.paymentData.txnid,
    ]);
    expect(d.candidate_id).toBeNull();
    expect((await transparency()).generalFund.INR).toBe(before + 700);
  });
});

describe('the public figures', () => {
  test('when her fundraising is asked for an unknown or malformed id, then 404', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const res = await request(ctx.app).get(`/api/candidates/${id}/fundraising`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: CSR_MSG.unknownCandidate });
    }
  });

  test('when a gift names no contestant, then it goes to the general fund only, and every drive is summed in the total', async () => {
    const priya = await newCandidate('Priya Nair');
    const before = { total: await total(), site: await transparency() };
    await payuGift({ amount: 900, donorEmail: 'general@example.com' });
    await stripeGift({ amount: 40, candidateId: priya, donorEmail: 'fan@example.com' });

    const after = { total: await total(), site: await transparency() };
    // The general gift moved only the general fund; Priya's moved only the drives.
    expect(after.site.generalFund).toEqual({ INR: before.site.generalFund.INR + 900, USD: before.site.generalFund.USD });
    expect(after.total).toEqual({
      raised: { INR: before.total.raised.INR, USD: before.total.raised.USD + 40 },
      donors: before.total.donors + 1,
      drives: before.total.drives + 1,
    });
    expect(after.site.drives).toContainEqual({ candidateId: priya, name: 'Priya Nair', raised: { INR: 0, USD: 40 }, donors: 1 });
    expect(after.site.drives.map((d: { name: string }) => d.name)).toEqual(['Meera Iyer', 'Priya Nair']);
    // The figures that were there before keep their meaning: the donations total is every credited gift.
    expect(Number(after.site.donations.byCurrency.INR.total)).toBe(Number(before.site.donations.byCurrency.INR.total) + 900);
    // A drive's figures and the general fund add up to the donations total, per currency.
    for (const c of ['INR', 'USD'] as const) {
      const drives = after.site.drives.reduce((sum: number, d: { raised: Record<'INR' | 'USD', number> }) => sum + d.raised[c], 0);
      expect(drives + after.site.generalFund[c]).toBeCloseTo(Number(after.site.donations.byCurrency[c].total), 2);
    }
  });
});
