import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { MSG } from '@pageant/common';
import { createTestContext, adminAgent, type TestContext } from './helpers/app';
import { isStored, storedFileCount, testPng } from './helpers/files';
import { gatewayResponse, postCallback, registrationForm } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const body = (over: Record<string, unknown> = {}) => registrationForm({ fullName: '  Asha Rao ', amount: '1.00', ...over });
const details = (token: string, over: Record<string, string> = {}) => ({
  registrationId: token,
  address: '12 MG Road, Pune',
  height: '157cm',
  weight: '55 kg',
  hairColor: 'Black',
  skinColor: 'Wheatish',
  eyeColor: 'Brown',
  ...over,
});

const query = async (sql: string, params: unknown[] = []) => (await ctx.database.pool.query(sql, params)).rows;
const paymentCount = async () => Number((await query('SELECT count(*) FROM payments'))[0].count);

async function register(c: TestContext, over: Record<string, unknown> = {}) {
  const res = await request(c.app).post('/api/payment/registration').send(body(over));
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { payuUrl: string; payuData: Record<string, string> };
}

/** Registers and pays through a signed success callback; answers the token and the callback response. */
async function registerPaid(c: TestContext, over: Record<string, unknown> = {}) {
  const r = await register(c, over);
  const cb = await postCallback(c, gatewayResponse(c, r.payuData, 'success'));
  const [row] = (await c.database.pool.query('SELECT token FROM registrations WHERE id::text = $1', [r.payuData.udf2])).rows;
  return { ...r, token: row.token as string, callback: cb };
}

function submit(
  token: string,
  files: { data: Buffer; name: string }[],
  over: Record<string, string> = {},
  path = '/api/payment/update-registration-details',
  c = ctx,
) {
  let req = request(c.app).post(path);
  for (const [k, v] of Object.entries(details(token, over))) req = req.field(k, v);
  for (const f of files) req = req.attach('pictures', f.data, f.name);
  return req;
}
const pngs = async (n: number, colour = '#2B0A3D') =>
  Promise.all(Array.from({ length: n }, (_, i) => testPng(i % 2 ? colour : '#FFAA00').then((data) => ({ data, name: `p${i}.png` }))));

describe('POST /api/payment/registration', () => {
  test('when a contestant registers, then the fee comes from config whatever the client sent, and the form is signed', async () => {
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send(body({ amount: '1.00' }));
    expect(res.status).toBe(200);
    expect(res.body.payuUrl).toMatch(/\/sandbox\/payu\/_payment$/);
    const data = res.body.payuData as Record<string, string>;
    expect(data).toMatchObject({
      amount: '2000.00',
      productinfo: 'Season 10 contestant registration',
      firstname: 'Asha Rao',
      phone: '919876543210',
      udf1: 'registration',
    });
    expect(data.hash).toMatch(/^[0-9a-f]{128}$/);
    const [pay] = await query('SELECT status, amount, purpose, reference_id FROM payments WHERE txnid = $1', [data.txnid]);
    expect(pay).toEqual({ status: 'initiated', amount: '2000.00', purpose: 'registration', reference_id: data.udf2 });
    const [reg] = await query('SELECT full_name, contact_number, payment_status, token, amount FROM registrations WHERE id::text = $1', [
      data.udf2,
    ]);
    expect(reg).toMatchObject({ full_name: 'Asha Rao', contact_number: '919876543210', payment_status: 'initiated', amount: '2000.00' });
    expect(reg.token).toMatch(/^[0-9a-f]{32}$/);
  });

  test('when the signed success callback arrives, then 303 to /success?id=TOKEN and the registration is paid', async () => {
    const { token, callback } = await registerPaid(ctx);
    expect(callback.status).toBe(303);
    expect(callback.headers.location).toBe(`/success?id=${token}`);
    const [reg] = await query('SELECT payment_status, paid_at FROM registrations WHERE token = $1', [token]);
    expect(reg.payment_status).toBe('success');
    expect(reg.paid_at).toBeInstanceOf(Date);

    // The confirmation mail (outbox mode) carries her link to the details step.
    const link = `/confirmdetail?id=${token}`;
    const mailed = async () => {
      const dir = ctx.config.outboxDir;
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
      const bodies = files.map((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
      return bodies.some((b) => b.includes(link));
    };
    for (let i = 0; i < 50 && !(await mailed()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await mailed()).toBe(true);
  });

  test('when a failure callback arrives, then /failure and the registration stays unpaid', async () => {
    const r = await register(ctx);
    const cb = await postCallback(ctx, gatewayResponse(ctx, r.payuData, 'failure'));
    expect(cb.headers.location).toBe('/failure');
    const [reg] = await query('SELECT payment_status FROM registrations WHERE id::text = $1', [r.payuData.udf2]);
    expect(reg.payment_status).toBe('initiated');
  });

  test('when the email of a PAID registration is used again (any case), then 409 email already registered', async () => {
    await registerPaid(ctx, { email: 'taken@example.com' });
    const before = await paymentCount();
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send(body({ email: 'TAKEN@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('email is already registered');
    expect(await paymentCount()).toBe(before);
  });

  test('when the email of an unpaid registration is used again, then it is allowed', async () => {
    await register(ctx, { email: 'retry@example.com' });
    const res = await request(ctx.app)
      .post('/api/payment/registration')
      .send(body({ email: 'retry@example.com' }));
    expect(res.status).toBe(200);
  });

  test.each([
    [{ contactNumber: '' }, MSG.contactRequired],
    [{ contactNumber: '987654321' }, MSG.contactInvalid],
    [{ agreeToTerms: false }, 'Please agree to the terms and conditions.'],
    [{ category: 'Ms' }, 'Please choose a category: Miss or Mrs.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ fullName: '   ' }, 'Full name is required.'],
    [{ whatsappNumber: '' }, 'WhatsApp number is required.'],
    [{ age: 'abc' }, 'Age must be a whole number.'],
  ])('when the body has %j, then 400 with the message and no payment', async (over, message) => {
    const before = await paymentCount();
    const res = await request(ctx.app).post('/api/payment/registration').send(body(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await paymentCount()).toBe(before);
  });
});

describe('GET /api/payment/get-registration', () => {
  test('when the registration is paid, then its details are answered; unpaid or unknown is 404; no id is 400', async () => {
    const { token } = await registerPaid(ctx, { fullName: 'Meera Iyer', category: 'Mrs' });
    const ok = await request(ctx.app).get('/api/payment/get-registration').query({ id: token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      fullName: 'Meera Iyer',
      email: expect.stringMatching(/@example\.com$/),
      category: 'Mrs',
      address: '',
      height: '',
      weight: '',
      hairColor: '',
      skinColor: '',
      eyeColor: '',
      pictures: [],
    });

    const unpaid = await register(ctx);
    const [row] = await query('SELECT token FROM registrations WHERE id::text = $1', [unpaid.payuData.udf2]);
    expect((await request(ctx.app).get('/api/payment/get-registration').query({ id: row.token })).status).toBe(404);
    expect((await request(ctx.app).get('/api/payment/get-registration').query({ id: 'deadbeef' })).status).toBe(404);
    const none = await request(ctx.app).get('/api/payment/get-registration');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MSG.missingRegistrationId);
  });
});

describe('POST /api/payment/update-registration-details', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerPaid(ctx));
  });

  test('when 3 PNGs and all fields are sent, then 200, details stored, 3 files on disk; a resubmission replaces them', async () => {
    const before = storedFileCount(ctx);
    const res = await submit(token, await pngs(3), { height: `5' 2"` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Details submitted successfully! Thankyou for the registration.......' });
    expect(storedFileCount(ctx)).toBe(before + 3);
    const [first] = await query('SELECT height, pictures, details_submitted_at FROM registrations WHERE token = $1', [token]);
    expect(first.height).toBe(`5'2"`);
    expect(first.pictures).toHaveLength(3);
    expect(first.details_submitted_at).toBeInstanceOf(Date);
    for (const p of first.pictures) expect(isStored(ctx, p.key)).toBe(true);

    const got = await request(ctx.app).get('/api/payment/get-registration').query({ id: token });
    expect(got.body).toMatchObject({
      address: '12 MG Road, Pune',
      height: `5'2"`,
      eyeColor: 'Brown',
      pictures: first.pictures.map((p: { url: string }) => p.url),
    });

    const again = await submit(token, await pngs(3, '#00FF00'), { height: '5.5' }, '/api/details/submit');
    expect(again.status).toBe(200);
    const [second] = await query('SELECT height, pictures FROM registrations WHERE token = $1', [token]);
    expect(second.height).toBe(`5'6"`);
    expect(storedFileCount(ctx)).toBe(before + 3);
    for (const p of first.pictures) expect(isStored(ctx, p.key)).toBe(false);
    for (const p of second.pictures) expect(isStored(ctx, p.key)).toBe(true);
  });

  test.each([[2], [4]])('when %i pictures are sent, then 400 exactly three and nothing stored', async (n) => {
    const before = storedFileCount(ctx);
    const res = await submit(token, await pngs(n));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.exactlyThreePictures);
    expect(storedFileCount(ctx)).toBe(before);
  });

  test('when one picture is a GIF or a text file named .png, then refused with the picture types message and nothing stored', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]);
    const text = Buffer.from('just some text, not a picture');
    for (const bad of [
      { data: gif, name: 'x.gif' },
      { data: text, name: 'x.png' },
    ]) {
      const before = storedFileCount(ctx);
      const files = await pngs(2);
      const res = await submit(token, [...files, bad]);
      expect([400, 415]).toContain(res.status);
      expect(res.body.message).toBe(MSG.pictureTypes);
      expect(storedFileCount(ctx)).toBe(before);
    }
  });

  test('when the token is unknown or unpaid, then 404 and nothing stored', async () => {
    const unpaid = await register(ctx);
    const [row] = await query('SELECT token FROM registrations WHERE id::text = $1', [unpaid.payuData.udf2]);
    const before = storedFileCount(ctx);
    expect((await submit('0'.repeat(32), await pngs(3))).status).toBe(404);
    expect((await submit(row.token, await pngs(3))).status).toBe(404);
    expect(storedFileCount(ctx)).toBe(before);
  });

  test.each([
    [{ height: '5ft 12in' }, MSG.invalidHeight],
    [{ height: 'tall' }, MSG.invalidHeight],
    [{ eyeColor: '' }, MSG.fillAllFields],
    [{ address: '   ' }, MSG.fillAllFields],
    [{ registrationId: '' }, MSG.missingRegistrationId],
  ])('when the details have %j, then 400 with the message', async (over, message) => {
    const res = await submit(token, await pngs(3), over);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('oversized pictures', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestContext({ UPLOAD_MAX_MB: '0.01' });
  });
  afterAll(async () => {
    await small.close();
  });

  test('when a picture is over UPLOAD_MAX_MB, then 413', async () => {
    const { token } = await registerPaid(small);
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20_000, 1)]);
    const files = [...(await pngs(2)), { data: big, name: 'big.png' }];
    const res = await submit(token, files, {}, '/api/payment/update-registration-details', small);
    expect(res.status).toBe(413);
    expect(storedFileCount(small)).toBe(0);
  });
});

describe('GET /api/details/all', () => {
  test('when no admin session, then 401', async () => {
    expect((await request(ctx.app).get('/api/details/all')).status).toBe(401);
  });

  test('when the admin asks, then registrations are listed with search, status and paging', async () => {
    await registerPaid(ctx, { fullName: 'Zoya Unique', email: 'zoya.unique@example.com' });
    await register(ctx, { fullName: 'Zoya Pending', email: 'zoya.pending@example.com' });
    const agent = await adminAgent(ctx);
    const all = await agent.get('/api/details/all');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBeGreaterThan(2);
    expect(all.body.registrations.length).toBeLessThanOrEqual(10);
    expect(all.body.totalPages).toBe(Math.ceil(all.body.totalCount / 10));
    expect(all.body.registrations[0]).not.toHaveProperty('token');

    const search = await agent.get('/api/details/all').query({ search: 'ZOYA' });
    expect(search.body.totalCount).toBe(2);
    const paid = await agent.get('/api/details/all').query({ search: 'zoya', status: 'success' });
    expect(paid.body.registrations.map((r: { fullName: string }) => r.fullName)).toEqual(['Zoya Unique']);
    const byEmail = await agent.get('/api/details/all').query({ search: 'zoya.pending@' });
    expect(byEmail.body.registrations).toEqual([expect.objectContaining({ fullName: 'Zoya Pending', paymentStatus: 'initiated' })]);
    const page = await agent.get('/api/details/all').query({ page: 2, limit: 1, search: 'zoya' });
    expect(page.body).toMatchObject({ totalPages: 2, totalCount: 2 });
    expect(page.body.registrations).toHaveLength(1);
  });
});
