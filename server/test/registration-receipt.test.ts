import request from 'supertest';
import { MSG, RECEIPT_MSG } from '@pageant/common';
import { createTestContext, type TestContext } from './helpers/app';
import { gatewayResponse, postCallback, registrationForm } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

let seq = 0;
async function register(email = `receipt${++seq}.${Date.now()}@example.com`) {
  const res = await request(ctx.app)
    .post('/api/payment/registration')
    .send(registrationForm({ fullName: 'Kavya Menon', category: 'Mrs', contactNumber: '+91 98200 11223', email }));
  expect(res.status).toBe(200);
  const data = res.body.payuData as Record<string, string>;
  const [row] = (await ctx.database.pool.query('SELECT token FROM registrations WHERE id::text = $1', [data.udf2])).rows;
  return { data, email, token: row.token as string };
}

const receipt = (id?: unknown) => {
  const req = request(ctx.app).get('/api/payment/registration-receipt');
  return id === undefined ? req : req.query({ id: id as string });
};

describe('GET /api/payment/registration-receipt', () => {
  test('when the registration is paid, then the receipt answers the amount, the transaction id and the e-mail, and is not cached', async () => {
    const { data, email, token } = await register();
    const cb = await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
    expect(cb.headers.location).toBe(`/success?id=${token}`);

    const res = await receipt(token);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      status: 'success',
      amount: '2000.00',
      currency: 'INR',
      txnid: data.txnid,
      email,
      fullName: 'Kavya Menon',
      category: 'Mrs',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      detailsSubmitted: false,
    });
    // Nothing beyond the receipt: no phone, age or row id leaks through this link.
    expect(JSON.stringify(res.body)).not.toContain('98200');
  });

  test('when the token is written in capitals or with spaces around it, then it still finds the receipt', async () => {
    const { data, token } = await register();
    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));

    const res = await receipt(`  ${token.toUpperCase()} `);

    expect(res.status).toBe(200);
    expect(res.body.txnid).toBe(data.txnid);
  });

  test('when the payment is still open or has failed, then 404 with a clear sentence', async () => {
    const open = await register();
    const failed = await register();
    await postCallback(ctx, gatewayResponse(ctx, failed.data, 'failure'));

    for (const token of [open.token, failed.token]) {
      const res = await receipt(token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: RECEIPT_MSG.notFound, code: 'REGISTRATION_NOT_FOUND' });
    }
  });

  test('when the token is well formed but unknown, then 404', async () => {
    const res = await receipt('0123456789abcdef0123456789abcdef');

    expect(res.status).toBe(404);
    expect(res.body.message).toBe(RECEIPT_MSG.notFound);
  });

  test('when the id is missing, then 400 with SPEC missing-id sentence', async () => {
    const res = await receipt();

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.missingRegistrationId);
  });

  test.each([
    ['too short', 'deadbeef'],
    ['not hex', 'zz23456789abcdef0123456789abcdef'],
    ['too long', 'a'.repeat(5000)],
    ['an injection attempt', "' OR 1=1 --"],
  ])('when the id is malformed (%s), then 400 with the invalid-link sentence, never a 5xx', async (_label, id) => {
    const res = await receipt(id);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RECEIPT_MSG.invalidLink);
  });

  test('when the id is sent twice (an array), then 400, not a crash', async () => {
    const res = await request(ctx.app).get('/api/payment/registration-receipt?id=a&id=b');

    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
