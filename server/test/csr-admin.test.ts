// Issue #33: the admin's CSR screen: the season's targets and overrides (audited), the standings behind the finale's 30 marks, and their CSV.
import request from 'supertest';
import { CSR_MSG, csrMarks } from '@pageant/common/content/csr-drive';
import { PUBLIC_URL, UNKNOWN_ID, adminTestContext, dbRows, type AdminAgent, type TestContext } from './helpers/app';
import { parseCsv } from './helpers/csv';
import { gatewayResponse, initiateDonation, postCallback } from './helpers/payments';

let ctx: TestContext;
let admin: AdminAgent;
let asha: string;
let bina: string;
let chitra: string;

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);

async function newCandidate(name: string, category: 'Miss' | 'Mrs'): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url, category) VALUES ($1, '/uploads/images/c.webp', $2) RETURNING id`, [
    name,
    category,
  ]);
  return row.id as string;
}

/** A rupee gift for her, confirmed by PayU's signed callback. */
async function rupeeGift(candidateId: string, amount: number, donorEmail: string): Promise<void> {
  const { paymentData } = await initiateDonation(ctx, { amount, mode: 'once', candidateId, donorEmail });
  expect((await postCallback(ctx, gatewayResponse(ctx, paymentData, 'success'))).status).toBeLessThan(400);
}

beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  // Named so that name order and percent order differ.
  asha = await newCandidate('Asha Rao', 'Miss');
  bina = await newCandidate('Bina Das', 'Mrs');
  chitra = await newCandidate('Chitra Sen', 'Miss');
  await rupeeGift(chitra, 12_500, 'c1@example.com');
  await rupeeGift(bina, 5_000, 'b1@example.com');
  await rupeeGift(bina, 2_500, 'b2@example.com');
});
afterAll(() => ctx.close());

const putTargets = (body: unknown) =>
  admin
    .put('/api/admin/csr/targets')
    .set('Origin', PUBLIC_URL)
    .send(body as object);
const audits = () => q(`SELECT actor, action, target, summary FROM audit_log WHERE action = 'csr_targets.update' ORDER BY seq`);
const DEFAULTS = { INR: 25_000, USD: 300 };

describe('the CSR targets', () => {
  test('when nobody has set them, then the season defaults (₹25,000 and $300) and no overrides', async () => {
    const res = await admin.get('/api/admin/csr/targets');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ default: DEFAULTS, overrides: [] });
  });

  test('when anyone but an admin asks or saves, then 401 and nothing changes', async () => {
    expect((await request(ctx.app).get('/api/admin/csr/targets')).status).toBe(401);
    expect((await request(ctx.app).get('/api/admin/csr/standings')).status).toBe(401);
    expect((await request(ctx.app).get('/api/admin/csr/export.csv')).status).toBe(401);
    const res = await request(ctx.app)
      .put('/api/admin/csr/targets')
      .set('Origin', PUBLIC_URL)
      .send({ default: { INR: 1, USD: 1 }, overrides: [] });
    expect(res.status).toBe(401);
    expect((await admin.get('/api/admin/csr/targets')).body.default).toEqual(DEFAULTS);
  });

  test.each([
    ['no default', { overrides: [] }, CSR_MSG.targetRequired],
    ['a missing currency', { default: { INR: 25_000 } }, CSR_MSG.targetRequired],
    ['a zero target', { default: { INR: 0, USD: 300 } }, CSR_MSG.targetPositive],
    ['a negative target', { default: { INR: 25_000, USD: -5 } }, CSR_MSG.targetPositive],
    ['a fractional target', { default: { INR: 2500.5, USD: 300 } }, CSR_MSG.targetWhole],
    ['a target over the maximum', { default: { INR: 10_000_001, USD: 300 } }, CSR_MSG.targetMax],
    ['a target that is not a number', { default: { INR: 'lots', USD: 300 } }, CSR_MSG.targetNumber],
    ['overrides that are not a list', { default: DEFAULTS, overrides: 'all' }, CSR_MSG.overridesInvalid],
    ['an override for nobody', { default: DEFAULTS, overrides: [{ candidateId: UNKNOWN_ID, INR: 100 }] }, CSR_MSG.unknownCandidate],
    ['an override with a malformed id', { default: DEFAULTS, overrides: [{ candidateId: 'asha', INR: 100 }] }, CSR_MSG.unknownCandidate],
    ['an override with a bad amount', { default: DEFAULTS, overrides: [{ candidateId: UNKNOWN_ID, USD: 0 }] }, CSR_MSG.targetPositive],
    ['a body that is a list', [1, 2], CSR_MSG.targetRequired],
  ])('when the body has %s, then 400 with a clear message, nothing saved and nothing audited', async (_what, body, message) => {
    const res = await putTargets(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, error: message });
    expect((await admin.get('/api/admin/csr/targets')).body).toEqual({ default: DEFAULTS, overrides: [] });
    expect(await audits()).toEqual([]);
  });

  test('when the same contestant is overridden twice, then 400 and nothing saved', async () => {
    const res = await putTargets({
      default: DEFAULTS,
      overrides: [
        { candidateId: asha, INR: 100 },
        { candidateId: asha, USD: 5 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CSR_MSG.overrideDuplicate);
    expect(await audits()).toEqual([]);
  });

  test('when the admin saves a default and an override, then they are kept, her percent follows her own target, and the change is audited', async () => {
    expect((await request(ctx.app).get(`/api/candidates/${chitra}/fundraising`)).body.percent).toBe(50);
    const res = await putTargets({ default: { INR: 30_000, USD: 400 }, overrides: [{ candidateId: chitra, INR: '50000' }] });
    expect(res.status).toBe(200);
    const saved = { default: { INR: 30_000, USD: 400 }, overrides: [{ candidateId: chitra, name: 'Chitra Sen', INR: 50_000, USD: null }] };
    expect(res.body).toEqual(saved);
    expect((await admin.get('/api/admin/csr/targets')).body).toEqual(saved);

    // Her ₹12,500 against her own ₹50,000 is 25%; her dollar target is still the season's.
    const chitraNow = await request(ctx.app).get(`/api/candidates/${chitra}/fundraising`);
    expect(chitraNow.body).toEqual({ raised: { INR: 12_500, USD: 0 }, target: { INR: 50_000, USD: 400 }, donors: 1, percent: 25 });
    // Bina's ₹7,500 against the new season target of ₹30,000.
    expect((await request(ctx.app).get(`/api/candidates/${bina}/fundraising`)).body).toMatchObject({
      target: { INR: 30_000, USD: 400 },
      percent: 25,
    });

    expect(await audits()).toEqual([
      {
        actor: 'admin',
        action: 'csr_targets.update',
        target: 'CSR targets',
        summary: "defaultInr: 25000 -> 30000, defaultUsd: 300 -> 400, overrides: '' -> 'Chitra Sen INR 50000'",
      },
    ]);
  });

  test('when an override is sent with neither currency, then it is removed', async () => {
    const res = await putTargets({ default: { INR: 30_000, USD: 400 }, overrides: [{ candidateId: chitra, INR: null, USD: '' }] });
    expect(res.status).toBe(200);
    expect(res.body.overrides).toEqual([]);
    expect((await request(ctx.app).get(`/api/candidates/${chitra}/fundraising`)).body.target).toEqual({ INR: 30_000, USD: 400 });
    expect((await audits()).at(-1)!.summary).toBe("overrides: 'Chitra Sen INR 50000' -> ''");
    // Back to the defaults for the standings below.
    expect((await putTargets({ default: DEFAULTS, overrides: [] })).status).toBe(200);
  });
});

describe('the standings and their CSV', () => {
  test('when the admin opens the standings, then every contestant is ranked by percent then name, with her marks', async () => {
    const res = await admin.get('/api/admin/csr/standings');
    expect(res.status).toBe(200);
    const zero = { INR: 0, USD: 0 };
    expect(res.body.rows).toEqual([
      {
        candidateId: chitra,
        name: 'Chitra Sen',
        category: 'Miss',
        raised: { INR: 12_500, USD: 0 },
        target: DEFAULTS,
        donors: 1,
        percent: 50,
        marks: 15,
      },
      {
        candidateId: bina,
        name: 'Bina Das',
        category: 'Mrs',
        raised: { INR: 7_500, USD: 0 },
        target: DEFAULTS,
        donors: 2,
        percent: 30,
        marks: 9,
      },
      { candidateId: asha, name: 'Asha Rao', category: 'Miss', raised: zero, target: DEFAULTS, donors: 0, percent: 0, marks: 0 },
    ]);
    for (const row of res.body.rows) expect(row.marks).toBe(csrMarks(row.percent));
  });

  test('when the admin exports the CSV, then every contestant is listed with her marks and each amount beside its currency', async () => {
    const res = await admin.get('/api/admin/csr/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=csr-standings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.text.slice(1)).filter((r) => r.some((c) => c !== ''));
    expect(header).toEqual([
      'Rank',
      'Contestant',
      'Category',
      'Percent of target',
      'Marks (of 30)',
      'Donors',
      'Raised',
      'Currency',
      'Target',
      'Currency',
      'Raised',
      'Currency',
      'Target',
      'Currency',
    ]);
    expect(rows).toEqual([
      ['1', 'Chitra Sen', 'Miss', '50.0', '15.0', '1', '12500', 'INR', '25000', 'INR', '0', 'USD', '300', 'USD'],
      ['2', 'Bina Das', 'Mrs', '30.0', '9.0', '2', '7500', 'INR', '25000', 'INR', '0', 'USD', '300', 'USD'],
      ['3', 'Asha Rao', 'Miss', '0.0', '0.0', '0', '0', 'INR', '25000', 'INR', '0', 'USD', '300', 'USD'],
    ]);
  });
});
