import request from 'supertest';
import { DONATION_MSG } from '@pageant/common/content/donations';
import { createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const paymentCount = async () => Number((await ctx.database.pool.query('SELECT count(*) FROM payments')).rows[0].count);

describe('POST /api/donation/initiate', () => {
  test('when a donor gives 2500 once, then a signed sandbox checkout is answered and the payment is stored initiated', async () => {
    const res = await request(ctx.app).post('/api/donation/initiate').send({
      amount: 2500,
      mode: 'monthly',
      donorName: 'Asha Rao',
      donorEmail: 'asha@example.com',
      donorPhone: '98765 43210',
      extra: 'dropped',
    });

    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/\/sandbox\/payu\/_payment$/);
    const data = res.body.paymentData as Record<string, string>;
    expect(data).toMatchObject({
      key: ctx.config.PAYU_KEY,
      amount: '2500.00',
      productinfo: 'Season 10 charity donation',
      firstname: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      udf1: 'donation',
      surl: `${ctx.config.publicUrl}/api/payment/callback`,
      furl: `${ctx.config.publicUrl}/api/payment/callback`,
    });
    expect(data.txnid).toMatch(/^T[0-9a-f]{20}$/);
    expect(data.hash).toMatch(/^[0-9a-f]{128}$/);
    const { rows } = await ctx.database.pool.query('SELECT status, amount, purpose, reference_id, details FROM payments WHERE txnid = $1', [
      data.txnid,
    ]);
    expect(rows).toEqual([
      {
        status: 'initiated',
        amount: '2500.00',
        purpose: 'donation',
        reference_id: data.udf2,
        details: { mode: 'monthly', donorName: 'Asha Rao', donorEmail: 'asha@example.com', donorPhone: '9876543210' },
      },
    ]);
  });

  test('when the donor gives no details, then placeholders satisfy PayU', async () => {
    const res = await request(ctx.app).post('/api/donation/initiate').send({ amount: '100', mode: 'once', donorEmail: '' });
    expect(res.status).toBe(200);
    expect(res.body.paymentData).toMatchObject({ amount: '100.00', firstname: 'Donor', phone: '9999999999' });
    expect(res.body.paymentData.email).toMatch(/@/);
  });

  test.each([
    [{ amount: 0, mode: 'once' }, DONATION_MSG.amountPositive],
    [{ amount: -5, mode: 'once' }, DONATION_MSG.amountPositive],
    [{ amount: 12.5, mode: 'once' }, DONATION_MSG.amountWhole],
    [{ amount: 'abc', mode: 'once' }, DONATION_MSG.amountNumber],
    [{ amount: 1_000_001, mode: 'once' }, DONATION_MSG.amountMax],
    [{ mode: 'once' }, DONATION_MSG.amountRequired],
    [{ amount: 500 }, DONATION_MSG.modeRequired],
    [{ amount: 500, mode: 'weekly' }, DONATION_MSG.modeRequired],
    [{ amount: 500, mode: 'once', donorEmail: 'not-an-email' }, DONATION_MSG.emailInvalid],
    [{ amount: 500, mode: 'once', donorPhone: '12345' }, DONATION_MSG.phoneInvalid],
  ])('when the body is %j, then 400 with a clear message and no payment', async (body, message) => {
    const before = await paymentCount();
    const res = await request(ctx.app).post('/api/donation/initiate').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
    expect(await paymentCount()).toBe(before);
  });
});
