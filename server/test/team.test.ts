import request from 'supertest';
import { TEAM_MSG } from '@pageant/common/content/team-media';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, UNKNOWN_ID } from './helpers/app';
import { storedFileCount, isStored, testPng } from './helpers/files';

let ctx: TestContext, agent: AdminAgent, png: Buffer;
beforeAll(async () => ({ ctx, admin: agent } = await adminTestContext()));
beforeAll(async () => (png = await testPng()));
afterAll(() => ctx.close());

const onDisk = (key: string | null) => isStored(ctx, key);
const storedFiles = () => storedFileCount(ctx);
const rowOf = async (id: string) =>
  (
    await ctx.database.pool.query('SELECT type, name, designation, main_key, know_more_key, sort_order FROM team_members WHERE id = $1', [
      id,
    ])
  ).rows[0];
const countRows = async () => Number((await ctx.database.pool.query('SELECT count(*) FROM team_members')).rows[0].count);

type Fields = { name?: string; designation?: string; main?: Buffer; knowMore?: Buffer };
function send(req: request.Test, f: Fields) {
  let r = req.set('Origin', PUBLIC_URL);
  if (f.name !== undefined) r = r.field('name', f.name);
  if (f.designation !== undefined) r = r.field('designation', f.designation);
  if (f.main) r = r.attach('main', f.main, 'main.png');
  if (f.knowMore) r = r.attach('knowMore', f.knowMore, 'more.png');
  return r;
}
const add = (type: string, f: Fields) => send(agent.post(`/api/team/${type}`), f);
const edit = (type: string, id: string, f: Fields) => send(agent.put(`/api/team/${type}/${id}`), f);

describe('team members', () => {
  test('when the admin adds a leader with both images, then it is stored and listed publicly', async () => {
    const res = await add('leaders', { name: '  Anita Rao ', designation: 'Founder', main: png, knowMore: png });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: TEAM_MSG.added });
    const { member } = res.body;
    expect(member).toEqual({
      _id: expect.any(String),
      name: 'Anita Rao',
      designation: 'Founder',
      type: 'leaders',
      images: {
        main: { url: expect.stringMatching(/^\/uploads\/images\/.+\.webp$/) },
        knowMore: { url: expect.stringMatching(/\.webp$/) },
      },
    });
    const row = await rowOf(member._id);
    expect(onDisk(row.main_key)).toBe(true);
    expect(onDisk(row.know_more_key)).toBe(true);

    const byType = await request(ctx.app).get('/api/team/leaders');
    expect(byType.status).toBe(200);
    expect(byType.body).toEqual({ success: true, members: [member] });
    const all = await request(ctx.app).get('/api/team');
    expect(all.body).toEqual({ success: true, leaders: [member], directors: [], coreteam: [] });
  });

  test('when directors are added one after another, then they come back in the order they were added', async () => {
    const first = await add('directors', { name: 'Dev Kapoor', designation: 'Director', main: png });
    const second = await add('directors', { name: 'Meera Shah', designation: 'Director', main: png });

    expect(first.status).toBe(201);
    expect(first.body.member.images.knowMore).toEqual({ url: null });
    expect((await rowOf(second.body.member._id)).sort_order).toBe((await rowOf(first.body.member._id)).sort_order + 1);
    const list = await request(ctx.app).get('/api/team/directors');
    expect(list.body.members.map((m: { name: string }) => m.name)).toEqual(['Dev Kapoor', 'Meera Shah']);
  });

  test('when a form rule of SPEC §5 is broken, then 400 with its message and nothing is stored', async () => {
    const rows = await countRows();
    const files = storedFiles();
    const cases: [string, Fields, string][] = [
      ['coreteam', { designation: 'Stylist', main: png }, TEAM_MSG.fillNameDesignation],
      ['coreteam', { name: 'Asha', designation: '   ', main: png }, TEAM_MSG.fillNameDesignation],
      ['leaders', { name: 'Asha', designation: 'Patron', main: png }, TEAM_MSG.leadersNeedImages],
      ['leaders', { name: 'Asha', designation: 'Patron', knowMore: png }, TEAM_MSG.leadersNeedImages],
      ['directors', { name: 'Asha', designation: 'Director' }, TEAM_MSG.mainRequired],
      ['coreteam', { name: 'Asha', designation: 'Stylist', knowMore: png }, TEAM_MSG.mainRequired],
    ];
    for (const [type, fields, message] of cases) {
      const res = await add(type, fields);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, error: message });
    }
    expect(await countRows()).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  test('when the type is not a team tab, then 400 and nothing is stored', async () => {
    const rows = await countRows();
    expect((await request(ctx.app).get('/api/team/judges')).status).toBe(400);
    const res = await add('judges', { name: 'Asha', designation: 'Judge', main: png });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TEAM_MSG.unknownType);
    expect(await countRows()).toBe(rows);
  });

  test('when an upload is not an image, then 415 and the other file of the request is not kept', async () => {
    const rows = await countRows();
    const files = storedFiles();
    const res = await add('leaders', {
      name: 'Asha',
      designation: 'Patron',
      main: png,
      knowMore: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(await countRows()).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  test('when the admin replaces the main image, then the old file is removed and the saved knowMore still counts', async () => {
    const created = (await add('leaders', { name: 'Kavya', designation: 'Co-founder', main: png, knowMore: png })).body.member;
    const before = await rowOf(created._id);

    const res = await edit('leaders', created._id, { name: 'Kavya Iyer', designation: 'Co-founder & CEO', main: png });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: TEAM_MSG.updated,
      member: { _id: created._id, name: 'Kavya Iyer', designation: 'Co-founder & CEO' },
    });
    const after = await rowOf(created._id);
    expect(after.main_key).not.toBe(before.main_key);
    expect(onDisk(before.main_key)).toBe(false);
    expect(onDisk(after.main_key)).toBe(true);
    expect(after.know_more_key).toBe(before.know_more_key);
    expect(onDisk(after.know_more_key)).toBe(true);
    expect(res.body.member.images.knowMore.url).toBe(created.images.knowMore.url);
  });

  test('when an edit breaks a rule, then 400 with its message and the member is unchanged', async () => {
    const created = (await add('directors', { name: 'Nisha', designation: 'Director', main: png })).body.member;
    const before = await rowOf(created._id);
    const files = storedFiles();

    const blank = await edit('directors', created._id, { name: '', designation: 'Director' });
    const toLeaders = await edit('leaders', created._id, { name: 'Nisha', designation: 'Director', main: png });

    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(TEAM_MSG.fillNameDesignation);
    expect(toLeaders.status).toBe(400);
    expect(toLeaders.body.message).toBe(TEAM_MSG.leadersNeedImages);
    expect(await rowOf(created._id)).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  test('when an edit uploads a non-image, then 415 and the member keeps its image', async () => {
    const created = (await add('coreteam', { name: 'Ravi', designation: 'PR', main: png })).body.member;
    const before = await rowOf(created._id);
    const res = await edit('coreteam', created._id, { name: 'Ravi', designation: 'PR', main: Buffer.from('not an image at all') });
    expect(res.status).toBe(415);
    expect(await rowOf(created._id)).toEqual(before);
    expect(onDisk(before.main_key)).toBe(true);
  });

  test('when the admin deletes a member, then the row and both files are gone and the rest of its type comes back', async () => {
    const keep = (await add('leaders', { name: 'Stays', designation: 'Patron', main: png, knowMore: png })).body.member;
    const gone = (await add('leaders', { name: 'Leaves', designation: 'Patron', main: png, knowMore: png })).body.member;
    const row = await rowOf(gone._id);

    const res = await agent.delete(`/api/team/${gone._id}`).set('Origin', PUBLIC_URL);

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.members.map((m: { _id: string }) => m._id)).toContain(keep._id);
    expect(res.body.members.every((m: { type: string; _id: string }) => m.type === 'leaders' && m._id !== gone._id)).toBe(true);
    expect(await rowOf(gone._id)).toBeUndefined();
    expect(onDisk(row.main_key)).toBe(false);
    expect(onDisk(row.know_more_key)).toBe(false);
  });

  test('when the id is unknown or malformed, then 404 JSON', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const put = await edit('directors', id, { name: 'X', designation: 'Y', main: png });
      const del = await agent.delete(`/api/team/${id}`).set('Origin', PUBLIC_URL);
      for (const res of [put, del]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, message: TEAM_MSG.notFound });
      }
    }
  });

  test('when there is no admin session, then every write answers 401 and nothing changes', async () => {
    const member = (await request(ctx.app).get('/api/team/directors')).body.members[0];
    const rows = await countRows();
    const anon = request(ctx.app);

    const post = await anon
      .post('/api/team/directors')
      .set('Origin', PUBLIC_URL)
      .field('name', 'X')
      .field('designation', 'Y')
      .attach('main', png, 'a.png');
    const put = await anon.put(`/api/team/directors/${member._id}`).set('Origin', PUBLIC_URL).field('name', 'X').field('designation', 'Y');
    const del = await anon.delete(`/api/team/${member._id}`).set('Origin', PUBLIC_URL);

    for (const res of [post, put, del]) expect(res.status).toBe(401);
    expect(await countRows()).toBe(rows);
    expect((await request(ctx.app).get('/api/team/directors')).body.members[0]).toEqual(member);
  });
});
