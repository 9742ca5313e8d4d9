import request from 'supertest';
import { createTestContext, type TestContext } from './helpers/app';
import { gatewayResponse, initiateDonation } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_API: '3' });
});
afterAll(async () => {
  await ctx.close();
});

describe('the blanket API limit and the gateway', () => {
  test('when one address has used up the API limit, then its signed gateway confirmations still settle', async () => {
    const first = await initiateDonation(ctx);
    const second = await initiateDonation(ctx);
    // The third request uses the last allowance; the next ordinary one is refused.
    expect((await request(ctx.app).get('/api/event/status')).status).toBe(200);
    expect((await request(ctx.app).get('/api/event/status')).status).toBe(429);

    const webhook = await request(ctx.app)
      .post('/api/payment/webhook')
      .type('form')
      .send(gatewayResponse(ctx, first.paymentData, 'success'));
    expect(webhook.status).toBe(200);
    const callback = await request(ctx.app)
      .post('/api/payment/callback')
      .type('form')
      .send(gatewayResponse(ctx, second.paymentData, 'success'));
    expect(callback.status).toBe(303);
    expect(callback.headers.location).toContain('donation=success');

    const { rows } = await ctx.database.pool.query('SELECT count(*)::int AS n FROM donations');
    expect(rows[0].n).toBe(2);
    // Everything else stays limited.
    expect((await request(ctx.app).post('/api/donation/initiate').send({ amount: 100, mode: 'once' })).status).toBe(429);
  });
});
