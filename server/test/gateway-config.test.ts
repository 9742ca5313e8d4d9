import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type BuiltApp } from '../src/app';
import { createLogger } from '../src/logger';
import { describeGateway } from '../src/payments/gateway';
import { commandHash, requestHash, responseHash } from '../src/payments/payu';
import { SANDBOX_KEY, SANDBOX_SALT } from '../src/payments/sandbox';
import { createTestContext, type TestContext } from './helpers/app';
import { gatewayResponse, sandboxForms } from './helpers/payments';

/** Credentials that stand for a real merchant's: neither the sandbox nor an attacker holds them. */
const MERCHANT = { key: 'merchantkey', salt: 'merchantsalt' };

type Form = Record<string, string>;

const q = async (ctx: TestContext, sql: string, params: unknown[] = []) => (await ctx.database.pool.query(sql, params)).rows;

async function votingOpen(ctx: TestContext, name: string): Promise<string> {
  await q(ctx, 'INSERT INTO event_status (id, is_active) VALUES (1, true) ON CONFLICT (id) DO UPDATE SET is_active = true');
  const [row] = await q(
    ctx,
    `INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/uploads/images/c.webp', 40) RETURNING id`,
    [name],
  );
  return row.id as string;
}

async function initiateVote(ctx: TestContext, candidateId: string): Promise<{ url: string; paymentData: Form }> {
  const res = await request(ctx.app).post('/api/vote/initiate').send({ candidateId, votes: 10, amount: 1000 });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { url: string; paymentData: Form };
}

/** What a vote payment has bought so far: the count, the payment's state and its ledger rows. */
async function standing(ctx: TestContext, candidateId: string, txnid: string) {
  const [candidate] = await q(ctx, 'SELECT vote_count FROM candidates WHERE id = $1', [candidateId]);
  const [payment] = await q(ctx, 'SELECT status FROM payments WHERE txnid = $1', [txnid]);
  const ledger = await q(ctx, 'SELECT v.id FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1', [txnid]);
  return { votes: candidate?.vote_count as number, status: payment?.status as string, ledgerRows: ledger.length };
}

const SANDBOX_PATHS = [
  '/sandbox',
  '/sandbox/payu',
  '/sandbox/payu/_payment',
  '/sandbox/payu/_simulate',
  '/sandbox/payu/merchant/postservice?form=2',
  '/sandbox/payu/merchant/postservice.php?form=2',
  '/sandbox/anything/else',
];

describe('with PAYMENT_GATEWAY=payu, nothing under /sandbox exists', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PAYMENT_GATEWAY: 'payu', PAYU_KEY: MERCHANT.key, PAYU_SALT: MERCHANT.salt });
  });
  afterAll(async () => {
    await ctx.close();
  });

  test.each(SANDBOX_PATHS)('when %s is asked for with GET or POST, then 404 and no checkout', async (url) => {
    for (const res of [
      await request(ctx.app).get(url).set('Accept', 'text/html'),
      await request(ctx.app).post(url).type('form').send({ key: MERCHANT.key, txnid: 'T1', status: 'success' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).toBe('Not found.');
    }
  });

  test('when the SPA fallback is on, then /sandbox paths are still 404, not index.html', async () => {
    // clientDistDir() takes the repo's client/dist when it is built, else ./client/dist under the
    // working directory: a stand-in there lets the fallback run without a client build.
    const cwd = process.cwd();
    const fakeRoot = mkdtempSync(path.join(os.tmpdir(), 'pageant-spa-'));
    mkdirSync(path.join(fakeRoot, 'client', 'dist'), { recursive: true });
    writeFileSync(
      path.join(fakeRoot, 'client', 'dist', 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    let built: BuiltApp | undefined;
    try {
      process.chdir(fakeRoot);
      built = createApp({
        config: ctx.config,
        database: ctx.database,
        storage: ctx.storage,
        bus: ctx.bus,
        logger: createLogger('silent'),
        serveSpa: true,
      });
      process.chdir(cwd);

      const spaPage = await request(built.app).get('/charitablealliance').set('Accept', 'text/html');
      expect(spaPage.status).toBe(200);
      expect(spaPage.text).toContain('<div id="root">');

      for (const url of SANDBOX_PATHS) {
        const get = await request(built.app).get(url).set('Accept', 'text/html');
        expect({ url, status: get.status, body: get.text }).toEqual({ url, status: 404, body: 'Not found.' });
        const post = await request(built.app).post(url).type('form').send({ key: MERCHANT.key });
        expect({ url, status: post.status, body: post.text }).toEqual({ url, status: 404, body: 'Not found.' });
      }
    } finally {
      process.chdir(cwd);
      await built?.close();
      rmSync(fakeRoot, { recursive: true, force: true });
    }
  });

  test('when a vote\'s checkout form is posted to the sandbox and "Simulate success" is tried, then 404 and nothing is credited', async () => {
    const candidateId = await votingOpen(ctx, 'Meera Iyer');
    const { url, paymentData } = await initiateVote(ctx, candidateId);
    expect(url).toBe('https://test.payu.in/_payment');
    expect(paymentData).toMatchObject({ key: MERCHANT.key, hash: requestHash(paymentData, MERCHANT.salt) });
    const before = await standing(ctx, candidateId, paymentData.txnid!);
    expect(before).toEqual({ votes: 40, status: 'initiated', ledgerRows: 0 });

    // The exploit as it was: the sandbox's checkout, then its signed success sent on to the callback.
    const checkout = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);
    expect(checkout.status).toBe(404);
    expect(checkout.text).not.toContain('Simulate success');
    const simulated = await request(ctx.app)
      .post('/sandbox/payu/_simulate')
      .type('form')
      .send(gatewayResponse(ctx, paymentData, 'success'));
    expect(simulated.status).toBe(404);
    expect(simulated.headers.location).toBeUndefined();

    // A success signed with the sandbox's public salt, sent straight to the callback, is refused too.
    const { hash: _merchantHash, ...unsigned } = gatewayResponse(ctx, paymentData, 'success');
    const callback = await request(ctx.app)
      .post('/api/payment/callback')
      .type('form')
      .send({ ...unsigned, hash: responseHash(unsigned, SANDBOX_SALT) });
    expect(callback.status).toBe(303);
    expect(callback.headers.location).not.toContain('status=SUCCESS');

    expect(await standing(ctx, candidateId, paymentData.txnid!)).toEqual(before);
  });
});

describe('the sandbox only accepts what is signed with its own key and salt', () => {
  let ctx: TestContext;
  let candidateId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    candidateId = await votingOpen(ctx, 'Kavya Reddy');
  });
  afterAll(async () => {
    await ctx.close();
  });

  test("when the gateway signs a checkout, then it uses the sandbox's built-in key", async () => {
    const { paymentData } = await initiateVote(ctx, candidateId);
    expect(paymentData.key).toBe(SANDBOX_KEY);
  });

  test('when a form signed with other credentials is posted to _payment, then 400, no checkout, and nothing is credited', async () => {
    const { paymentData } = await initiateVote(ctx, candidateId);
    const before = await standing(ctx, candidateId, paymentData.txnid!);

    const otherKey = { ...paymentData, key: MERCHANT.key };
    const merchantSigned = await request(ctx.app)
      .post('/sandbox/payu/_payment')
      .type('form')
      .send({ ...otherKey, hash: requestHash(otherKey, MERCHANT.salt) });
    expect(merchantSigned.status).toBe(400);
    expect(merchantSigned.text).toContain('Invalid merchant key');
    expect(merchantSigned.text).not.toContain('Simulate success');

    const otherSalt = await request(ctx.app)
      .post('/sandbox/payu/_payment')
      .type('form')
      .send({ ...paymentData, hash: requestHash(paymentData, MERCHANT.salt) });
    expect(otherSalt.status).toBe(400);
    expect(otherSalt.text).toContain('Invalid hash');
    expect(otherSalt.text).not.toContain('Simulate success');

    expect(await standing(ctx, candidateId, paymentData.txnid!)).toEqual({ ...before, status: 'initiated', ledgerRows: 0 });
  });

  test('when _simulate is posted for a txnid that never passed _payment, then 400; after _payment the same response goes on', async () => {
    const { paymentData } = await initiateVote(ctx, candidateId);
    const response = gatewayResponse(ctx, paymentData, 'success');

    const early = await request(ctx.app).post('/sandbox/payu/_simulate').type('form').send(response);
    expect(early.status).toBe(400);
    expect(early.text).toContain('Unknown or tampered transaction');
    expect(early.headers.location).toBeUndefined();
    expect((await standing(ctx, candidateId, paymentData.txnid!)).status).toBe('initiated');

    // The same signed response is accepted once the checkout exists: the 400 came from the missing step.
    expect((await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData)).status).toBe(200);
    const late = await request(ctx.app).post('/sandbox/payu/_simulate').type('form').send(response);
    expect(late.status).toBe(307);
    expect(late.headers.location).toBe(paymentData.surl);
  });

  test('when verify_payment is signed with other credentials, then the sandbox answers Invalid Hash', async () => {
    const { paymentData } = await initiateVote(ctx, candidateId);
    const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);
    const success = sandboxForms(page.text)['Simulate success']!;
    expect((await request(ctx.app).post(success.action).type('form').send(success.fields)).status).toBe(307);
    const txnid = paymentData.txnid!;
    const verify = (key: string, salt: string) =>
      request(ctx.app)
        .post('/sandbox/payu/merchant/postservice?form=2')
        .type('form')
        .send({ key, command: 'verify_payment', var1: txnid, hash: commandHash(key, 'verify_payment', txnid, salt) });

    expect((await verify(ctx.config.PAYU_KEY, ctx.config.PAYU_SALT)).body).toMatchObject({
      status: 1,
      transaction_details: { [txnid]: { status: 'success' } },
    });
    expect((await verify(MERCHANT.key, MERCHANT.salt)).body).toEqual({ status: 0, msg: 'Invalid Hash.' });
    expect((await verify(ctx.config.PAYU_KEY, MERCHANT.salt)).body).toEqual({ status: 0, msg: 'Invalid Hash.' });
  });
});

describe('the start banner', () => {
  test('when the sandbox is on, then it says in plain words that no money is taken and anyone can mark a payment paid', () => {
    const text = describeGateway({
      PAYMENT_GATEWAY: 'sandbox',
      payuBaseUrl: 'http://localhost:3000/sandbox/payu',
      payuVerifyUrl: 'x',
    }).join('\n');
    expect(text).toContain('SANDBOX gateway at http://localhost:3000/sandbox/payu');
    expect(text).toContain('No real money is taken');
    expect(text).toContain('Simulate success');
    expect(text).toContain('PAYMENT_GATEWAY=payu with PAYU_KEY and PAYU_SALT');
  });

  test("when PayU is on, then it names the checkout and verify URLs, and warns while they are PayU's test hosts", () => {
    const test = describeGateway({
      PAYMENT_GATEWAY: 'payu',
      payuBaseUrl: 'https://test.payu.in',
      payuVerifyUrl: 'https://test.payu.in/merchant/postservice?form=2',
    });
    expect(test[0]).toBe(
      'Payments: PayU checkout at https://test.payu.in, verify_payment at https://test.payu.in/merchant/postservice?form=2.',
    );
    expect(test.join('\n')).toContain('test environment');
    expect(test.join('\n')).not.toContain('SANDBOX');

    const live = describeGateway({
      PAYMENT_GATEWAY: 'payu',
      payuBaseUrl: 'https://secure.payu.in',
      payuVerifyUrl: 'https://info.payu.in/merchant/postservice?form=2',
    });
    expect(live).toEqual([
      'Payments: PayU checkout at https://secure.payu.in, verify_payment at https://info.payu.in/merchant/postservice?form=2.',
    ]);
  });
});
