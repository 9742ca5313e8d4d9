// Issue #29: the admin form gives a candidate her category, city and bio; SPEC's create contract
// (name and image only) keeps working, and values outside the rules are 400s that change nothing.
import request from 'supertest';
import { IDENTITY_MSG } from '@pageant/common/content/pipeline';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, dbRows } from './helpers/app';
import { testPng } from './helpers/files';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

const create = async (fields: Record<string, string>) => {
  let req = admin
    .post('/api/candidates/create')
    .set('Origin', PUBLIC_URL)
    .attach('image', await testPng(), 'p.png');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req;
};
const update = (id: string, fields: Record<string, string>) => {
  let req = admin.put(`/api/candidates/update/${id}`).set('Origin', PUBLIC_URL);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req;
};
const count = async () => Number((await dbRows(ctx, 'SELECT count(*) FROM candidates'))[0].count);

describe('a candidate’s category, city and bio', () => {
  test('when the admin creates her with them, then the list and her page answer them, trimmed', async () => {
    const res = await create({ name: 'Riya Kapoor', category: 'Mrs', city: '  Pune ', bio: ' Teacher and runner. ' });
    expect(res.status).toBe(201);
    expect(res.body.candidate).toMatchObject({ name: 'Riya Kapoor', category: 'Mrs', city: 'Pune', bio: 'Teacher and runner.' });
    const byId = await request(ctx.app).get(`/api/candidates/fetchbyid/${res.body.candidate._id}`);
    expect(byId.body).toMatchObject({ category: 'Mrs', city: 'Pune', bio: 'Teacher and runner.' });
  });

  test('when an older client sends only the name on update, then her category, city and bio are kept', async () => {
    const made = await create({ name: 'Tara Menon', category: 'Miss', city: 'Edison, NJ', bio: 'Dancer.' });
    const res = await update(made.body.candidate._id, { name: 'Tara S. Menon' });
    expect(res.status).toBe(200);
    expect(res.body.candidate).toMatchObject({ name: 'Tara S. Menon', category: 'Miss', city: 'Edison, NJ', bio: 'Dancer.' });
    const changed = await update(made.body.candidate._id, { name: 'Tara S. Menon', category: 'Mrs', city: 'Kochi' });
    expect(changed.body.candidate).toMatchObject({ category: 'Mrs', city: 'Kochi', bio: 'Dancer.' });
  });

  test.each([
    ['a category other than Miss or Mrs', { category: 'Ms' }, IDENTITY_MSG.categoryInvalid],
    ['a city over 60 characters', { city: 'x'.repeat(61) }, IDENTITY_MSG.cityTooLong],
    ['a bio over 280 characters', { bio: 'y'.repeat(281) }, IDENTITY_MSG.bioTooLong],
  ])('when the admin sends %s, then 400 with the rule’s message and nothing is stored', async (_label, extra, message) => {
    const before = await count();
    const res = await create({ name: 'Nisha Rao', ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await count()).toBe(before);
  });

  test('when an update breaks a rule, then 400 and the stored values stay', async () => {
    const made = await create({ name: 'Leela Iyer', category: 'Miss', city: 'Chennai' });
    const res = await update(made.body.candidate._id, { name: 'Leela Iyer', city: 'z'.repeat(61) });
    expect(res.status).toBe(400);
    const [row] = await dbRows(ctx, 'SELECT city, category FROM candidates WHERE id = $1', [made.body.candidate._id]);
    expect(row).toEqual({ city: 'Chennai', category: 'Miss' });
  });
});
