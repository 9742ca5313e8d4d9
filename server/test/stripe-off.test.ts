import request from 'supertest';
import { USD_OFF_MESSAGE } from '../src/modules/pricing/service';
import { createTestContext, type TestContext } from './helpers/app';
import { postWebhook, sessionEvent } from './helpers/stripe';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STRIPE_MODE: 'off' });
  await ctx.database.pool.query(
    'INSERT INTO event_status (id, is_active) VALUES (1, true) ON CONFLICT (id) DO UPDATE SET is_active = true',
  );
});
afterAll(() => ctx.close());

const paymentCount = async () => Number((await ctx.database.pool.query('SELECT count(*) FROM payments')).rows[0].count);

describe('STRIPE_MODE=off: rupees only', () => {
  test('when the pricing is read, then there is no dollar table', async () => {
    const res = await request(ctx.app).get('/api/pricing');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['INR']);
  });

  test('when a vote, a donation or a registration asks for dollars, then 400 with a clear message and nothing is stored', async () => {
    const [{ id }] = (
      await ctx.database.pool.query(`INSERT INTO candidates (name, image_url) VALUES ('Off', '/uploads/images/c.webp') RETURNING id`)
    ).rows;
    const before = await paymentCount();
    const answers = [
      await request(ctx.app).post('/api/vote/initiate').send({ candidateId: id, votes: 1, amount: 1.25, currency: 'USD' }),
      await request(ctx.app).post('/api/donation/initiate').send({ amount: 25, mode: 'once', currency: 'USD' }),
      await request(ctx.app).post('/api/payment/registration').send({
        fullName: 'Off Mode',
        age: 30,
        email: 'off.mode@example.com',
        education: 'MBA',
        category: 'Mrs',
        contactNumber: '9876543210',
        whatsappNumber: '9876543210',
        agreeToTerms: true,
        currency: 'USD',
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: USD_OFF_MESSAGE, error: USD_OFF_MESSAGE, code: 'CURRENCY_UNAVAILABLE' });
    }
    expect(await paymentCount()).toBe(before);
    expect(Number((await ctx.database.pool.query('SELECT count(*) FROM registrations')).rows[0].count)).toBe(0);
  });

  test('when rupees are asked for, then PayU as always', async () => {
    const res = await request(ctx.app).post('/api/donation/initiate').send({ amount: 500, mode: 'monthly', currency: 'INR' });
    expect(res.status).toBe(200);
    expect(res.body.paymentData).toMatchObject({ amount: '500.00', udf1: 'donation' });
  });

  test('when something posts to the Stripe webhook or the sandbox, then 400 and 404: nothing of Stripe is there', async () => {
    const hook = await postWebhook(ctx.app, sessionEvent('checkout.session.completed', { id: 'cs_test_x', payment_status: 'paid' }));
    expect(hook.status).toBe(400);
    expect((await request(ctx.app).get('/sandbox/stripe/pay/cs_test_x')).status).toBe(404);
  });
});
