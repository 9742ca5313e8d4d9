import request from 'supertest';
import { DEFAULT_USD_PRICES, INR_PRICES, type PricingResponse } from '@pageant/common/content/pricing';
import { VOTING_MSG } from '@pageant/common/content/voting';
import { createTestContext, type TestContext } from './helpers/app';
import { fetchSession, startStripeSandbox, type StripeSandboxServer } from './helpers/stripe';

describe('GET /api/pricing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ REGISTRATION_FEE: '2500' });
  });
  afterAll(() => ctx.close());

  test('when asked, then the rupee table (registration fee from config) and the default dollar table, cacheable for a minute', async () => {
    const res = await request(ctx.app).get('/api/pricing');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.body as PricingResponse;
    expect(body).toEqual({ INR: { ...INR_PRICES, packages: [...INR_PRICES.packages], registrationFee: 2500 }, USD: DEFAULT_USD_PRICES });
    expect(Object.keys(body.USD!).sort()).toEqual(['donationPresets', 'mealPrice', 'packages', 'registrationFee', 'votePrice']);
  });
});

describe('USD_PRICING: the organisation changes the dollar prices, and the server enforces the new ones', () => {
  let ctx: TestContext;
  let sandbox: StripeSandboxServer;
  const table = {
    ...DEFAULT_USD_PRICES,
    votePrice: 2,
    packages: [{ votes: 500, pricePerVote: 0.5 }],
    registrationFee: 40,
  };
  beforeAll(async () => {
    sandbox = await startStripeSandbox();
    ctx = await createTestContext({ STRIPE_API_BASE: sandbox.apiBase, USD_PRICING: JSON.stringify(table) });
    await ctx.database.pool.query(
      'INSERT INTO event_status (id, is_active) VALUES (1, true) ON CONFLICT (id) DO UPDATE SET is_active = true',
    );
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  test('when the pricing is read, then it is the configured table', async () => {
    expect((await request(ctx.app).get('/api/pricing')).body.USD).toEqual(table);
  });

  test('when votes are bought at the default price, then 400; at the configured price, the session charges it', async () => {
    const [{ id }] = (
      await ctx.database.pool.query(`INSERT INTO candidates (name, image_url) VALUES ('Priced', '/uploads/images/c.webp') RETURNING id`)
    ).rows;
    const vote = (votes: number, amount: number) =>
      request(ctx.app).post('/api/vote/initiate').send({ candidateId: id, votes, amount, currency: 'USD' });
    const stale = await vote(1, DEFAULT_USD_PRICES.votePrice);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(VOTING_MSG.amountMismatch);
    expect((await vote(750, 450)).status).toBe(400);

    const pkg = await vote(500, 250);
    expect(pkg.status).toBe(200);
    const [row] = (await ctx.database.pool.query('SELECT gateway_session_id FROM payments WHERE txnid = $1', [pkg.body.txnid])).rows;
    expect((await fetchSession(sandbox.apiBase, row.gateway_session_id as string)).amount_total).toBe(25_000);
    expect((await vote(3, 6)).status).toBe(200);
  });
});
