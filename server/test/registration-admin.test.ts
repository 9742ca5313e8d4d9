import request from 'supertest';
import { createTestContext, adminAgent, PUBLIC_URL, type TestContext } from './helpers/app';
import { testPng } from './helpers/files';
import { parseCsv } from './helpers/csv';
import { gatewayResponse, postCallback } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const HEADER = [
  'Registered at',
  'Full name',
  'Age',
  'Category',
  'Email',
  'Contact number',
  'WhatsApp number',
  'Education',
  'Amount',
  'Currency',
  'Payment status',
  'Paid at',
  'Details submitted at',
  'Address',
  'Height',
  'Weight',
  'Hair colour',
  'Skin colour',
  'Eye colour',
  'Picture 1',
  'Picture 2',
  'Picture 3',
];
const col = (name: string) => HEADER.indexOf(name);

let seq = 0;
const body = (over: Record<string, unknown> = {}) => ({
  fullName: 'Export Person',
  age: '25',
  email: `export${++seq}@example.com`,
  education: 'B.A.',
  category: 'Miss',
  contactNumber: '+91 90000 00001',
  whatsappNumber: '+91 90000 00002',
  agreeToTerms: true,
  amount: '2000.00',
  ...over,
});

/** Step 1 through the public registration path; answers the row id (udf2) and the signed form. */
async function register(over: Record<string, unknown> = {}) {
  const res = await request(ctx.app).post('/api/payment/registration').send(body(over));
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payuData as Record<string, string>;
}

/** Registers, pays through a signed success callback, and answers the details token. */
async function registerPaid(over: Record<string, unknown> = {}) {
  const data = await register(over);
  const cb = await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
  if (cb.status !== 303) throw new Error(`callback failed: ${cb.status}`);
  const [row] = (await ctx.database.pool.query('SELECT token FROM registrations WHERE id::text = $1', [data.udf2])).rows;
  return row.token as string;
}

async function submitDetails(token: string, address: string) {
  let req = request(ctx.app).post('/api/details/submit');
  const fields = {
    registrationId: token,
    address,
    height: '157cm',
    weight: '55 kg',
    hairColor: 'Black',
    skinColor: 'Wheatish',
    eyeColor: 'Brown',
  };
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  for (const colour of ['#111111', '#222222', '#333333']) req = req.attach('pictures', await testPng(colour), 'p.png');
  const res = await req;
  if (res.status !== 200) throw new Error(`details failed: ${res.status} ${JSON.stringify(res.body)}`);
}

async function exportCsv(agent: Awaited<ReturnType<typeof adminAgent>>, query: Record<string, string> = {}) {
  const res = await agent
    .get('/api/details/export.csv')
    .query(query)
    .buffer(true)
    .parse((r, cb) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => {
        text += chunk;
      });
      r.on('end', () => cb(null, text));
    });
  return { res, text: res.body as string };
}

const byName = (rows: string[][], name: string) => rows.filter((r) => r[col('Full name')] === name);

describe('admin registration endpoints without a session', () => {
  test('when no admin is logged in, then the list and the export both answer 401 JSON', async () => {
    for (const path of ['/api/details/all', '/api/details/export.csv']) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(401);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  test('when a browser follows the export link after its session expired, then it goes to the login page, not a saved error', async () => {
    const res = await request(ctx.app).get('/api/details/export.csv').set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/admin/login');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

describe('GET /api/details/export.csv', () => {
  let paidToken: string;
  beforeAll(async () => {
    paidToken = await registerPaid({
      fullName: 'Kavya Paid',
      email: 'kavya.paid@example.com',
      contactNumber: '+91 98111 22233',
      category: 'Mrs',
    });
    await submitDetails(paidToken, '221B, "Rose Villa"\nBandra West');
    await register({ fullName: 'Kavya Unpaid', email: 'kavya.unpaid@example.com' });
    await registerPaid({
      fullName: '=HYPERLINK("http://evil.test")',
      email: 'formula@example.com',
      education: '+cmd|calc',
      category: 'Miss',
    });
    await register({ fullName: '@SUM(A1:A2)', email: 'at@example.com', education: '-2+3' });
  });

  test('when the admin exports, then a CSV attachment with a header and one row per registration, paid and unpaid', async () => {
    const agent = await adminAgent(ctx);
    const { res, text } = await exportCsv(agent);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?registrations-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(HEADER);
    const count = Number((await ctx.database.pool.query('SELECT count(*) FROM registrations')).rows[0].count);
    expect(rows).toHaveLength(count + 1);
    for (const r of rows) expect(r).toHaveLength(HEADER.length);

    const [paid] = byName(rows, 'Kavya Paid');
    expect(paid![col('Email')]).toBe('kavya.paid@example.com');
    expect(paid![col('Category')]).toBe('Mrs');
    expect(paid![col('Contact number')]).toBe('919811122233');
    expect(paid![col('Payment status')]).toBe('success');
    expect(paid![col('Amount')]).toBe('2000.00');
    expect(paid![col('Currency')]).toBe('INR');
    expect(paid![col('Paid at')]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(paid![col('Details submitted at')]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(paid![col('Height')]).toBe('5\'2"');
    const pictures = [paid![col('Picture 1')], paid![col('Picture 2')], paid![col('Picture 3')]];
    for (const url of pictures) expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/.+\\.webp$`));
    expect(new Set(pictures).size).toBe(3);

    const [unpaid] = byName(rows, 'Kavya Unpaid');
    expect(unpaid![col('Payment status')]).toBe('initiated');
    expect(unpaid![col('Paid at')]).toBe('');
    expect(unpaid![col('Details submitted at')]).toBe('');
    expect(unpaid![col('Picture 1')]).toBe('');
  });

  test('when a value holds quotes, commas or a line break, then it is quoted with doubled quotes', async () => {
    const agent = await adminAgent(ctx);
    const { text } = await exportCsv(agent, { search: 'kavya.paid' });

    expect(text).toContain('"221B, ""Rose Villa""\nBandra West"');
    expect(text).toContain(',"5\'2""",');
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]![col('Address')]).toBe('221B, "Rose Villa"\nBandra West');
  });

  test('when a cell starts with = + - or @, then it is prefixed with a single quote so no spreadsheet runs it', async () => {
    const agent = await adminAgent(ctx);
    const { text } = await exportCsv(agent);
    const rows = parseCsv(text.slice(1));

    const [formula] = rows.filter((r) => r[col('Email')] === 'formula@example.com');
    expect(formula![col('Full name')]).toBe('\'=HYPERLINK("http://evil.test")');
    expect(formula![col('Education')]).toBe("'+cmd|calc");
    const [at] = rows.filter((r) => r[col('Email')] === 'at@example.com');
    expect(at![col('Full name')]).toBe("'@SUM(A1:A2)");
    expect(at![col('Education')]).toBe("'-2+3");
    // No cell anywhere starts with a formula character.
    for (const r of rows) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  test('when search and status are given, then the export has only the matching registrations', async () => {
    const agent = await adminAgent(ctx);

    const kavya = parseCsv((await exportCsv(agent, { search: 'KAVYA' })).text.slice(1));
    expect(
      kavya
        .slice(1)
        .map((r) => r[col('Full name')])
        .sort(),
    ).toEqual(['Kavya Paid', 'Kavya Unpaid']);

    const paidOnly = parseCsv((await exportCsv(agent, { search: 'kavya', status: 'success' })).text.slice(1));
    expect(paidOnly.slice(1).map((r) => r[col('Full name')])).toEqual(['Kavya Paid']);

    const initiated = parseCsv((await exportCsv(agent, { status: 'initiated' })).text.slice(1));
    expect(initiated.length).toBeGreaterThan(1);
    for (const r of initiated.slice(1)) expect(r[col('Payment status')]).toBe('initiated');
    expect(initiated.slice(1).map((r) => r[col('Email')])).toEqual(expect.arrayContaining(['kavya.unpaid@example.com', 'at@example.com']));

    const all = parseCsv((await exportCsv(agent, { status: 'all', search: 'kavya' })).text.slice(1));
    expect(all).toHaveLength(3);

    const none = parseCsv((await exportCsv(agent, { search: 'nobody-matches-this' })).text.slice(1));
    expect(none).toEqual([HEADER]);
  });

  test('when there are more registrations than one batch, then every one is exported exactly once', async () => {
    // Bulk rows straight into the table: the batch boundary is what is under test, not the registration path.
    await ctx.database.pool.query(`
      INSERT INTO registrations (token, full_name, age, email, education, category, contact_number, whatsapp_number, agree_to_terms, amount, created_at)
      SELECT md5('bulk' || n), 'Bulk Person ' || n, 30, 'bulk' || n || '@example.com', 'B.A.', 'Miss', '919000000000', '919000000000', true, 2000,
             now() - (n || ' seconds')::interval
      FROM generate_series(1, 1203) AS n`);
    const agent = await adminAgent(ctx);
    const rows = parseCsv((await exportCsv(agent, { search: 'Bulk Person' })).text.slice(1)).slice(1);

    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r[col('Email')])).size).toBe(1203);
    expect(rows[0]![col('Full name')]).toBe('Bulk Person 1');
    expect(rows.at(-1)![col('Full name')]).toBe('Bulk Person 1203');
  });

  test('when the status is unknown, then 400 and no CSV', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent.get('/api/details/export.csv').query({ status: 'chargeback' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Unknown status.' });
  });
});

describe('GET /api/details/all search', () => {
  test('when the admin searches by phone digits in any format, then the contact or WhatsApp number matches', async () => {
    await register({
      fullName: 'Phone Match',
      email: 'phone.match@example.com',
      contactNumber: '+91 97777 12345',
      whatsappNumber: '+1 (415) 555-0199',
    });
    const agent = await adminAgent(ctx);

    const byContact = await agent.get('/api/details/all').query({ search: '97777-12345' });
    expect(byContact.body.registrations.map((r: { fullName: string }) => r.fullName)).toEqual(['Phone Match']);
    const byWhatsapp = await agent.get('/api/details/all').query({ search: '415 555 0199' });
    expect(byWhatsapp.body.registrations.map((r: { fullName: string }) => r.fullName)).toEqual(['Phone Match']);
    const row = byWhatsapp.body.registrations[0];
    expect(row).toMatchObject({ contactNumber: '919777712345', email: 'phone.match@example.com', paymentStatus: 'initiated' });
    expect(row).not.toHaveProperty('token');
  });
});
