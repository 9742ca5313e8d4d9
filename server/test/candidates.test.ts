import request from 'supertest';
import { VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, dbRows, UNKNOWN_ID } from './helpers/app';
import { isStored, storedFileCount, testPng } from './helpers/files';

let ctx: TestContext, admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const keyOf = async (id: string) => (await q('SELECT image_key FROM candidates WHERE id = $1', [id]))[0]?.image_key as string | undefined;
const fetchPage = (query: Record<string, string>) => request(ctx.app).get(`/api/candidates/fetch?${new URLSearchParams(query)}`);
/** A candidate made through SPEC's create contract (name and image only) has no identity yet (issue #29). */
const NO_IDENTITY = { category: null, city: '', bio: '' };

/** Inserted straight into the table: list tests need many rows and exact vote counts. */
async function insertCandidates(rows: [string, number][]): Promise<void> {
  const values = rows.map((_, i) => `($${i * 2 + 1}, '/uploads/images/x.webp', $${i * 2 + 2})`).join(', ');
  await q(`INSERT INTO candidates (name, image_url, vote_count) VALUES ${values}`, rows.flat());
}

describe('GET /api/candidates/fetch', () => {
  beforeAll(async () => {
    await q('DELETE FROM candidates');
    // 25 names "Zeta 01".."Zeta 25" with one vote each, plus a clear top three and a tie broken by name.
    await insertCandidates([
      ['Priya Mehta', 500],
      ['Ananya Sharma', 900],
      ['Kavya Reddy', 700],
      ['Bela 50%_off', 3],
      ['Aarti Tie', 3],
      ...Array.from({ length: 25 }, (_, i): [string, number] => [`Zeta ${String(i + 1).padStart(2, '0')}`, 1]),
    ]);
  });

  test('when the first page is fetched, then the most voted come first, ties by name, with the page totals', async () => {
    const res = await fetchPage({ page: '1', limit: '10' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 30, totalPages: 3, page: 1 });
    const page = res.body.candidates as CandidateDto[];
    expect(page.map((c) => c.name)).toEqual([
      'Ananya Sharma',
      'Kavya Reddy',
      'Priya Mehta',
      'Aarti Tie',
      'Bela 50%_off',
      'Zeta 01',
      'Zeta 02',
      'Zeta 03',
      'Zeta 04',
      'Zeta 05',
    ]);
    expect(page[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ananya Sharma',
      imageUrl: '/uploads/images/x.webp',
      category: null,
      city: '',
      bio: '',
      voteCount: 900,
      seq: 0,
    });
  });

  test('when the pages are walked, then every candidate appears exactly once', async () => {
    const names: string[] = [];
    for (const page of ['1', '2', '3', '4'])
      names.push(...((await fetchPage({ page, limit: '10' })).body.candidates as CandidateDto[]).map((c) => c.name));
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
    expect((await fetchPage({ page: '4', limit: '10' })).body).toMatchObject({ candidates: [], totalPages: 3, page: 4 });
  });

  test('when a search is given, then it matches any part of the name, ignoring case', async () => {
    const res = await fetchPage({ search: 'SHAR' });
    expect(res.body).toMatchObject({ totalCount: 1, totalPages: 1, page: 1 });
    expect(res.body.candidates.map((c: CandidateDto) => c.name)).toEqual(['Ananya Sharma']);
    const zeta = await fetchPage({ search: 'eta 1', limit: '5' });
    expect(zeta.body.candidates.map((c: CandidateDto) => c.name)).toEqual(['Zeta 10', 'Zeta 11', 'Zeta 12', 'Zeta 13', 'Zeta 14']);
    expect(zeta.body).toMatchObject({ totalCount: 10, totalPages: 2 });
  });

  test('when the search holds LIKE wildcards, then they match literally', async () => {
    expect((await fetchPage({ search: '%' })).body.candidates.map((c: CandidateDto) => c.name)).toEqual(['Bela 50%_off']);
    expect((await fetchPage({ search: '_' })).body.totalCount).toBe(1);
    expect((await fetchPage({ search: 'nobody' })).body).toEqual({ candidates: [], totalPages: 0, totalCount: 0, page: 1 });
  });

  test('when the limit is above 100, then it is clamped to 100; nonsense paging gets the defaults', async () => {
    await insertCandidates(Array.from({ length: 80 }, (_, i): [string, number] => [`Many ${i}`, 0]));
    const big = await fetchPage({ limit: '500' });
    expect(big.status).toBe(200);
    expect(big.body.candidates).toHaveLength(100);
    expect(big.body).toMatchObject({ totalCount: 110, totalPages: 2 });
    const silly = await fetchPage({ page: '-3', limit: 'x' });
    expect(silly.status).toBe(200);
    expect(silly.body.candidates).toHaveLength(10);
    expect(silly.body.page).toBe(1);
    await q(`DELETE FROM candidates WHERE name LIKE 'Many %'`);
  });
});

describe('GET /api/candidates/fetchbyid/:id', () => {
  test('when the id exists, then the candidate itself', async () => {
    const [row] = await q(`SELECT id FROM candidates WHERE name = 'Kavya Reddy'`);
    const res = await request(ctx.app).get(`/api/candidates/fetchbyid/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: row.id,
      name: 'Kavya Reddy',
      imageUrl: '/uploads/images/x.webp',
      ...NO_IDENTITY,
      voteCount: 700,
      seq: 0,
    });
  });

  test('when the id is unknown, then 404 JSON; when it is not a uuid, then 400', async () => {
    const unknown = await request(ctx.app).get(`/api/candidates/fetchbyid/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: false,
      message: VOTING_MSG.candidateNotFound,
      error: VOTING_MSG.candidateNotFound,
      code: 'CANDIDATE_NOT_FOUND',
    });
    const bad = await request(ctx.app).get('/api/candidates/fetchbyid/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: VOTING_MSG.candidateIdInvalid, code: 'INVALID_ID' });
  });
});

describe('admin: create, update, delete', () => {
  let meera: CandidateDto;

  test('when nobody is logged in, then every admin call is 401 and nothing is stored', async () => {
    const files = storedFileCount(ctx);
    const create = await request(ctx.app)
      .post('/api/candidates/create')
      .field('name', 'Intruder')
      .attach('image', await testPng(), 'a.png');
    const update = await request(ctx.app).put(`/api/candidates/update/${UNKNOWN_ID}`).field('name', 'X');
    const del = await request(ctx.app).delete(`/api/candidates/delete/${UNKNOWN_ID}`);
    expect([create.status, update.status, del.status]).toEqual([401, 401, 401]);
    expect(create.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await q(`SELECT 1 FROM candidates WHERE name = 'Intruder'`)).toEqual([]);
    expect(storedFileCount(ctx)).toBe(files);
  });

  test('when the admin creates a candidate with a name and a photo, then 201, zero votes, the photo stored as WebP', async () => {
    const files = storedFileCount(ctx);
    const res = await admin
      .post('/api/candidates/create')
      .set('Origin', PUBLIC_URL)
      .field('name', '  Meera Nair ')
      .attach('image', await testPng(), 'm.png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: VOTING_MSG.candidateCreated,
      candidate: {
        _id: expect.any(String),
        name: 'Meera Nair',
        imageUrl: expect.stringMatching(/^\/uploads\/images\/[\w-]+\.webp$/),
        ...NO_IDENTITY,
        voteCount: 0,
        seq: 0,
      },
    });
    meera = res.body.candidate;
    expect(storedFileCount(ctx)).toBe(files + 1);
    expect(isStored(ctx, await keyOf(meera._id))).toBe(true);
    expect((await request(ctx.app).get(`/api/candidates/fetchbyid/${meera._id}`)).body).toEqual(meera);
  });

  test.each([
    ['no name', { name: '   ' }, true, VOTING_MSG.nameRequired],
    ['no image', { name: 'No Photo' }, false, VOTING_MSG.imageRequired],
    ['a 121-character name', { name: 'x'.repeat(121) }, true, 'Name must be at most 120 characters.'],
  ])('when the create has %s, then 400 with the message and nothing stored', async (_label, fields, withImage, message) => {
    const files = storedFileCount(ctx);
    const before = (await q('SELECT count(*)::int AS n FROM candidates'))[0].n;
    let req = admin.post('/api/candidates/create').set('Origin', PUBLIC_URL).field('name', fields.name);
    if (withImage) req = req.attach('image', await testPng(), 'a.png');
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, error: message });
    expect((await q('SELECT count(*)::int AS n FROM candidates'))[0].n).toBe(before);
    expect(storedFileCount(ctx)).toBe(files);
  });

  test('when the upload is not an image, then 415 and nothing stored', async () => {
    const files = storedFileCount(ctx);
    const res = await admin
      .post('/api/candidates/create')
      .set('Origin', PUBLIC_URL)
      .field('name', 'Svg Girl')
      .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg');
    expect(res.status).toBe(415);
    expect(await q(`SELECT 1 FROM candidates WHERE name = 'Svg Girl'`)).toEqual([]);
    expect(storedFileCount(ctx)).toBe(files);
  });

  test('when the admin renames without a new photo, then the photo and the votes are kept', async () => {
    await q('UPDATE candidates SET vote_count = 42 WHERE id = $1', [meera._id]);
    const key = await keyOf(meera._id);
    const res = await admin.put(`/api/candidates/update/${meera._id}`).set('Origin', PUBLIC_URL).field('name', 'Meera N.');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: VOTING_MSG.candidateUpdated,
      candidate: { ...meera, name: 'Meera N.', voteCount: 42 },
    });
    expect(await keyOf(meera._id)).toBe(key);
    expect(isStored(ctx, key)).toBe(true);
    meera = res.body.candidate;
  });

  test('when the admin replaces the photo, then the new file is served and the old file is deleted', async () => {
    const oldKey = await keyOf(meera._id);
    const files = storedFileCount(ctx);
    const res = await admin
      .put(`/api/candidates/update/${meera._id}`)
      .set('Origin', PUBLIC_URL)
      .field('name', 'Meera N.')
      .attach('image', await testPng('#ffffff'), 'new.png');
    expect(res.status).toBe(200);
    expect(res.body.candidate.imageUrl).not.toBe(meera.imageUrl);
    const newKey = await keyOf(meera._id);
    expect(isStored(ctx, newKey)).toBe(true);
    expect(isStored(ctx, oldKey)).toBe(false);
    expect(storedFileCount(ctx)).toBe(files);
    meera = res.body.candidate;
  });

  test('when the update targets an unknown or malformed id, then 404 or 400 and the uploaded photo is not kept', async () => {
    const files = storedFileCount(ctx);
    const unknown = await admin
      .put(`/api/candidates/update/${UNKNOWN_ID}`)
      .set('Origin', PUBLIC_URL)
      .field('name', 'Ghost')
      .attach('image', await testPng(), 'g.png');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(VOTING_MSG.candidateNotFound);
    const bad = await admin.put('/api/candidates/update/123').set('Origin', PUBLIC_URL).field('name', 'Ghost');
    expect(bad.status).toBe(400);
    const noName = await admin.put(`/api/candidates/update/${meera._id}`).set('Origin', PUBLIC_URL).field('name', '');
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(VOTING_MSG.nameRequired);
    expect(storedFileCount(ctx)).toBe(files);
  });

  test('when the admin deletes a candidate with paid votes, then her photo is removed and the ledger rows stay with no candidate', async () => {
    const key = await keyOf(meera._id);
    const [payment] = await q(
      `INSERT INTO payments (txnid, purpose, reference_id, amount, status, product_info, first_name, email, phone)
      VALUES ('Tledger1', 'vote', $1, '100.00', 'success', 'votes', 'Asha', 'a@example.com', '9999999999') RETURNING id`,
      [meera._id],
    );
    await q(`INSERT INTO votes (payment_id, candidate_id, candidate_name, votes, amount) VALUES ($1, $2, 'Meera N.', 1, '100.00')`, [
      payment.id,
      meera._id,
    ]);

    const res = await admin.delete(`/api/candidates/delete/${meera._id}`).set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: VOTING_MSG.candidateDeleted });
    expect(isStored(ctx, key)).toBe(false);
    expect(await q('SELECT 1 FROM candidates WHERE id = $1', [meera._id])).toEqual([]);
    expect(await q('SELECT candidate_id, candidate_name, votes FROM votes WHERE payment_id = $1', [payment.id])).toEqual([
      { candidate_id: null, candidate_name: 'Meera N.', votes: 1 },
    ]);

    const again = await admin.delete(`/api/candidates/delete/${meera._id}`).set('Origin', PUBLIC_URL);
    expect(again.status).toBe(404);
    expect((await admin.delete('/api/candidates/delete/nope').set('Origin', PUBLIC_URL)).status).toBe(400);
  });
});
