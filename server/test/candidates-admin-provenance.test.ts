import request from 'supertest';
import { type TestContext, adminTestContext, type AdminAgent, dbRows } from './helpers/app';

/**
 * Issue #29: the admin's candidate list says which rows are seeded demo data and which came from a
 * registration; the public list and a single contestant's page never carry either.
 */
let ctx: TestContext, admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);

let fromRegistration: string;
let demo: string;
let typed: string;
let registrationId: string;

beforeAll(async () => {
  await q('DELETE FROM candidates');
  [{ id: registrationId }] = await q(
    `INSERT INTO registrations (token, full_name, age, email, education, category, contact_number, whatsapp_number, agree_to_terms, amount, payment_status, review_stage)
     VALUES ('provenance-token', 'Meera Iyer', 24, 'meera@example.com', 'B.A', 'Miss', '9876543210', '9876543210', true, 2000, 'success', 'on_voting_page')
     RETURNING id`,
  );
  [{ id: fromRegistration }] = await q(
    `INSERT INTO candidates (name, image_url, category, registration_id) VALUES ('Meera Iyer', '/uploads/images/m.webp', 'Miss', $1) RETURNING id`,
    [registrationId],
  );
  [{ id: demo }] = await q(
    `INSERT INTO candidates (name, image_url, demo) VALUES ('Demo Devi', '/uploads/images/d.webp', true) RETURNING id`,
  );
  [{ id: typed }] = await q(`INSERT INTO candidates (name, image_url) VALUES ('Typed Tara', '/uploads/images/t.webp') RETURNING id`);
});

describe('GET /api/candidates/fetch, who is asking', () => {
  test('when the admin lists candidates, then each row says whether it is demo data and which registration it came from', async () => {
    const res = await admin.get('/api/candidates/fetch').query({ page: 1, limit: 10 });

    expect(res.status).toBe(200);
    const byId = new Map(res.body.candidates.map((c: { _id: string }) => [c._id, c]));
    expect(byId.get(fromRegistration)).toMatchObject({ demo: false, registrationId });
    expect(byId.get(demo)).toMatchObject({ demo: true, registrationId: null });
    expect(byId.get(typed)).toMatchObject({ demo: false, registrationId: null });
  });

  test('when the public lists candidates or opens one, then neither the demo flag nor the registration is in the answer', async () => {
    const list = await request(ctx.app).get('/api/candidates/fetch').query({ page: 1, limit: 10 });
    const one = await request(ctx.app).get(`/api/candidates/fetchbyid/${fromRegistration}`);

    expect(list.status).toBe(200);
    expect(one.status).toBe(200);
    for (const c of [...list.body.candidates, one.body]) {
      expect(c).not.toHaveProperty('demo');
      expect(c).not.toHaveProperty('registrationId');
    }
    expect(list.text).not.toContain(registrationId);
  });
});
