import request from 'supertest';
import { PAYU_FIELD_MAX, PAYU_MSG } from '@pageant/common/payu-fields';
import { requestHash } from '../src/payments/payu';
import { type TestContext, dbRows } from './helpers/app';
import { registrationForm } from './helpers/payments';
import { stripeTestContext } from './helpers/stripe';

/**
 * Issue #26, item 12: PayU documents how long each `_payment` field may be (firstname 60, email 50,
 * productinfo 100, phone 50, udf1-5 255, txnid 25). Names are shortened for the gateway only; an
 * e-mail too long for PayU is refused before any row is written; Stripe takes longer ones.
 */

let ctx: TestContext;
beforeAll(async () => ({ ctx } = await stripeTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const rowCounts = async () => {
  const [r] = await q('SELECT (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM registrations) AS registrations');
  return { payments: Number(r.payments), registrations: Number(r.registrations) };
};

/** 68 characters: the length found sent to PayU. */
const LONG_NAME = 'Anantharamakrishnan Venkatasubramanian Lakshminarasimhan Iyengar-Rao';
/** 65 characters, a valid address: the length found sent to PayU. */
const LONG_EMAIL = `${'a'.repeat(53)}@example.com`;
/** Exactly PayU's limit. */
const EMAIL_50 = `${'b'.repeat(38)}@example.com`;

async function newCandidate(name: string): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url) VALUES ($1, '/uploads/images/c.webp') RETURNING id`, [name]);
  return row.id as string;
}

/** Every field we post to `_payment` is within PayU's documented length, and the hash signs exactly what is posted. */
function expectWithinPayuLimits(fields: Record<string, string>) {
  const length = (k: string) => Array.from(fields[k] ?? '').length;
  expect(length('txnid')).toBeLessThanOrEqual(PAYU_FIELD_MAX.txnid);
  expect(length('productinfo')).toBeLessThanOrEqual(PAYU_FIELD_MAX.productinfo);
  expect(length('firstname')).toBeLessThanOrEqual(PAYU_FIELD_MAX.firstname);
  expect(length('email')).toBeLessThanOrEqual(PAYU_FIELD_MAX.email);
  expect(length('phone')).toBeLessThanOrEqual(PAYU_FIELD_MAX.phone);
  for (const udf of ['udf1', 'udf2', 'udf3', 'udf4', 'udf5']) expect(length(udf)).toBeLessThanOrEqual(PAYU_FIELD_MAX.udf);
  expect(fields.hash).toBe(requestHash(fields, ctx.config.PAYU_SALT));
}

/** The sandbox checks PayU's limits like PayU: a 200 checkout page means PayU would take the form. */
async function sandboxAccepts(fields: Record<string, string>) {
  const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(fields);
  expect(page.text).not.toContain('PayU sandbox: error');
  expect(page.status).toBe(200);
}

describe('names longer than PayU takes', () => {
  test('when a contestant with a 68-character name registers in rupees, then PayU gets the first 60 characters, signed, and our rows keep all 68', async () => {
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send(registrationForm({ fullName: LONG_NAME }));

    expect(res.status).toBe(200);
    const fields = res.body.payuData as Record<string, string>;
    expect(fields.firstname).toBe(LONG_NAME.slice(0, 60).trimEnd());
    expectWithinPayuLimits(fields);
    await sandboxAccepts(fields);
    const [payment] = await q('SELECT first_name, reference_id FROM payments WHERE txnid = $1', [fields.txnid]);
    expect(payment.first_name).toBe(LONG_NAME);
    const [reg] = await q('SELECT full_name FROM registrations WHERE id = $1', [payment.reference_id]);
    expect(reg.full_name).toBe(LONG_NAME);
  });

  test('when a voter with a long name votes for a contestant with a 120-character name, then every field PayU gets is within its limits', async () => {
    const id = await newCandidate(`Contestant ${'x'.repeat(109)}`);

    const res = await request(ctx.app)
      .post('/api/vote/initiate')
      .send({ candidateId: id, votes: 750, amount: 37_500, voterName: LONG_NAME, voterEmail: EMAIL_50 });

    expect(res.status).toBe(200);
    const fields = res.body.paymentData as Record<string, string>;
    expectWithinPayuLimits(fields);
    expect(fields.email).toBe(EMAIL_50);
    await sandboxAccepts(fields);
    const [payment] = await q('SELECT first_name, details FROM payments WHERE txnid = $1', [fields.txnid]);
    expect(payment.first_name).toBe(LONG_NAME);
    expect(payment.details.voterName).toBe(LONG_NAME);
  });

  test('when a name would be cut inside a character PayU counts as one (an emoji), then the cut keeps the whole character', async () => {
    const name = `${'d'.repeat(59)}😀 Devi`;
    const res = await request(ctx.app).post('/api/donation/initiate').send({ amount: 100, mode: 'once', donorName: name });

    expect(res.status).toBe(200);
    const fields = res.body.paymentData as Record<string, string>;
    expect(fields.firstname).toBe(`${'d'.repeat(59)}😀`);
    expectWithinPayuLimits(fields);
    await sandboxAccepts(fields);
  });
});

describe('e-mails longer than PayU takes', () => {
  const refusedBeforeAnyRow = async (path: string, body: Record<string, unknown>) => {
    const before = await rowCounts();
    const res = await request(ctx.app).post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: PAYU_MSG.emailTooLong, error: PAYU_MSG.emailTooLong, code: 'VALIDATION_FAILED' });
    expect(res.body.message).toMatch(/email/i);
    expect(await rowCounts()).toEqual(before);
  };

  test('when a rupee registration gives a 65-character e-mail, then 400 naming the e-mail, and no registration or payment row', async () => {
    await refusedBeforeAnyRow('/api/payment/registration', registrationForm({ email: LONG_EMAIL }));
  });

  test('when a rupee vote gives a 65-character e-mail, then 400 naming the e-mail, and no payment row', async () => {
    const id = await newCandidate('Meera Nair');
    await refusedBeforeAnyRow('/api/vote/initiate', { candidateId: id, votes: 750, amount: 37_500, voterEmail: LONG_EMAIL });
  });

  test('when a rupee donation gives a 65-character e-mail, then 400 naming the e-mail, and no payment row', async () => {
    await refusedBeforeAnyRow('/api/donation/initiate', { amount: 500, mode: 'once', donorEmail: LONG_EMAIL });
  });

  test('when a rupee payment gives an e-mail of exactly 50 characters, then it goes to PayU unchanged', async () => {
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send(registrationForm({ email: EMAIL_50 }));
    expect(res.status).toBe(200);
    expect(res.body.payuData.email).toBe(EMAIL_50);
    await sandboxAccepts(res.body.payuData);
  });

  test('when a dollar payment (Stripe) gives a 65-character e-mail, then it is taken: the limit is PayU’s, not ours', async () => {
    const id = await newCandidate('Zoya Khan');
    const vote = await request(ctx.app)
      .post('/api/vote/initiate')
      .send({ candidateId: id, votes: 10, amount: 12.5, currency: 'USD', voterEmail: LONG_EMAIL });
    const donation = await request(ctx.app)
      .post('/api/donation/initiate')
      .send({ amount: 20, mode: 'once', currency: 'USD', donorEmail: LONG_EMAIL });
    const registration = await request(ctx.app)
      .post('/api/payment/registration')
      .send(registrationForm({ email: LONG_EMAIL, currency: 'USD' }));

    for (const res of [vote, donation, registration]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, method: 'GET' });
      const [p] = await q('SELECT email, gateway FROM payments WHERE txnid = $1', [res.body.txnid]);
      expect(p).toEqual({ email: LONG_EMAIL, gateway: 'stripe' });
    }
  });
});

describe('the PayU sandbox holds PayU’s documented limits', () => {
  test('when a signed form carries a field over its limit, then the sandbox refuses it naming the field, like PayU', async () => {
    const base: Record<string, string> = {
      key: ctx.config.PAYU_KEY,
      txnid: 'Tsandboxlimits1',
      amount: '10.00',
      productinfo: 'Limits',
      firstname: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      surl: 'http://pageant.test/api/payment/callback',
      furl: 'http://pageant.test/api/payment/callback',
    };
    const signed = (f: Record<string, string>) => ({ ...f, hash: requestHash(f, ctx.config.PAYU_SALT) });
    await sandboxAccepts(signed(base));
    for (const [field, value] of [
      ['firstname', 'n'.repeat(61)],
      ['email', LONG_EMAIL],
      ['productinfo', 'p'.repeat(101)],
      ['txnid', 'T'.repeat(26)],
      ['udf1', 'u'.repeat(256)],
    ] as const) {
      const page = await request(ctx.app)
        .post('/sandbox/payu/_payment')
        .type('form')
        .send(signed({ ...base, [field]: value }));
      expect(page.status).toBe(400);
      expect(page.text).toContain(field);
    }
  });
});
