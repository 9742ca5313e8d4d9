import request from 'supertest';
import { IDENTITY_MSG } from '@pageant/common/content/pipeline';
import type { PublicCandidate } from '@pageant/common';
import { PUBLIC_URL, adminTestContext, type AdminAgent, type TestContext } from './helpers/app';
import { testPng } from './helpers/files';

let ctx: TestContext;
let admin: AdminAgent;

/** Three Miss and two Mrs contestants (one Mrs without a city), and one from before categories. */
const PEOPLE = [
  { name: 'Aditi Rao', category: 'Miss', city: 'Pune', bio: 'Classical dancer.' },
  { name: 'Bela Shah', category: 'Mrs', city: 'Surat', bio: 'Teacher and mother of two.' },
  { name: 'Chitra Iyer', category: 'Miss', city: 'Chennai', bio: '' },
  { name: 'Devika Menon', category: 'Mrs', city: '', bio: '' },
  { name: 'Esha Gill', category: 'Miss', city: 'Amritsar', bio: '' },
  { name: 'Farah Khan' },
] as const;

async function create(person: (typeof PEOPLE)[number]) {
  let req = admin.post('/api/candidates/create').set('Origin', PUBLIC_URL).field('name', person.name);
  for (const key of ['category', 'city', 'bio'] as const) if (key in person) req = req.field(key, (person as Record<string, string>)[key]!);
  const res = await req.attach('image', await testPng(), 'p.png');
  expect(res.status).toBe(201);
}

const list = async (query: string) => {
  const res = await request(ctx.app).get(`/api/candidates/fetch?${query}`);
  expect(res.status).toBe(200);
  return res.body as { candidates: PublicCandidate[]; totalCount: number };
};
const names = async (query: string) => (await list(query)).candidates.map((c) => c.name).sort();

beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  for (const p of PEOPLE) await create(p);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/candidates/fetch?category=', () => {
  test('when asked for Mrs, then only the Mrs contestants come back, with category, city and bio', async () => {
    const { candidates, totalCount } = await list('page=1&limit=10&category=Mrs');
    expect(totalCount).toBe(2);
    const byName = Object.fromEntries(candidates.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['Bela Shah', 'Devika Menon']);
    expect(byName['Bela Shah']).toMatchObject({ category: 'Mrs', city: 'Surat', bio: 'Teacher and mother of two.' });
    expect(byName['Devika Menon']).toMatchObject({ category: 'Mrs', city: '', bio: '' });
  });

  test('when no category (or All) is asked for, then everyone is listed, one without a category as null', async () => {
    expect(await names('page=1&limit=10')).toHaveLength(PEOPLE.length);
    expect(await names('page=1&limit=10&category=All')).toHaveLength(PEOPLE.length);
    const farah = (await list('page=1&limit=10&search=Farah')).candidates[0];
    expect(farah).toMatchObject({ name: 'Farah Khan', category: null, city: '', bio: '' });
  });

  test('when the category is neither Miss nor Mrs, then it is a 400 saying so, every time', async () => {
    for (const attempt of [1, 2]) {
      const res = await request(ctx.app).get('/api/candidates/fetch?page=1&limit=10&category=Ms');
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 400 });
      expect(res.body).toMatchObject({ success: false, message: IDENTITY_MSG.categoryInvalid });
    }
  });

  test('when the same pages are asked again (the prepared-bytes fast path), then each category keeps its own answer', async () => {
    const queries = {
      miss: 'page=1&limit=10&category=Miss',
      mrs: 'page=1&limit=10&category=Mrs',
      all: 'page=1&limit=10',
      missSearch: 'page=1&limit=10&search=a&category=Miss',
    };
    const first = Object.fromEntries(await Promise.all(Object.entries(queries).map(async ([k, q]) => [k, await names(q)] as const)));
    expect(first.miss).toEqual(['Aditi Rao', 'Chitra Iyer', 'Esha Gill']);
    expect(first.mrs).toEqual(['Bela Shah', 'Devika Menon']);
    expect(first.all).toHaveLength(PEOPLE.length);
    // Interleaved, after every query string has been remembered by the route: none answers with another's page.
    for (const round of [1, 2, 3])
      for (const [k, q] of Object.entries(queries)) expect({ round, k, names: await names(q) }).toEqual({ round, k, names: first[k] });

    // A change of category is seen at once on the remembered pages.
    const bela = (await list('page=1&limit=10&search=Bela')).candidates[0]!;
    const moved = await admin
      .put(`/api/candidates/update/${bela._id}`)
      .set('Origin', PUBLIC_URL)
      .field('name', 'Bela Shah')
      .field('category', 'Miss');
    expect(moved.status).toBe(200);
    expect(await names(queries.mrs)).toEqual(['Devika Menon']);
    expect(await names(queries.miss)).toEqual(['Aditi Rao', 'Bela Shah', 'Chitra Iyer', 'Esha Gill']);
  });
});
