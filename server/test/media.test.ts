import request from 'supertest';
import { MEDIA_TYPES } from '@pageant/common';
import { MEDIA_MSG } from '@pageant/common/content/team-media';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, UNKNOWN_ID } from './helpers/app';
import { storedFileCount, isStored, testPng } from './helpers/files';

let ctx: TestContext, agent: AdminAgent, png: Buffer;
beforeAll(async () => ({ ctx, admin: agent } = await adminTestContext()));
beforeAll(async () => (png = await testPng()));
afterAll(() => ctx.close());

const VIDEO = 'https://www.youtube.com/embed/q7Xk2LmN9pA';
const onDisk = (key: string | null) => isStored(ctx, key);
const storedFiles = () => storedFileCount(ctx);
const rowOf = async (id: string) =>
  (await ctx.database.pool.query('SELECT type, title, alt, image_key, video_url, sort_order FROM media_items WHERE id = $1', [id])).rows[0];
const countRows = async () => Number((await ctx.database.pool.query('SELECT count(*) FROM media_items')).rows[0].count);

type Fields = { title?: string; type?: string; alt?: string; videoUrl?: string; image?: Buffer };
function send(req: request.Test, f: Fields) {
  let r = req.set('Origin', PUBLIC_URL);
  for (const key of ['title', 'type', 'alt', 'videoUrl'] as const) if (f[key] !== undefined) r = r.field(key, f[key]!);
  if (f.image) r = r.attach('image', f.image, 'a.png');
  return r;
}
const add = (f: Fields) => send(agent.post('/api/media'), f);
const edit = (id: string, f: Fields) => send(agent.put(`/api/media/${id}`), f);
const listOf = async (type: string) => (await request(ctx.app).get(`/api/media/${type}`)).body.media as { _id: string; order: number }[];

describe('press media', () => {
  test('when the admin adds an image item, then it is stored with alt defaulting to the title and listed publicly', async () => {
    const res = await add({ type: 'imageGallery', title: ' Finale night ', image: png });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: MEDIA_MSG.added });
    const { item } = res.body;
    expect(item).toEqual({
      _id: expect.any(String),
      id: item._id,
      title: 'Finale night',
      type: 'imageGallery',
      image: expect.stringMatching(/^\/uploads\/images\/.+\.webp$/),
      alt: 'Finale night',
      videoUrl: null,
      order: 0,
    });
    expect(onDisk((await rowOf(item._id)).image_key)).toBe(true);

    const byType = await request(ctx.app).get('/api/media/imageGallery');
    expect(byType.status).toBe(200);
    expect(byType.body).toEqual({ success: true, media: [item] });
    const all = await request(ctx.app).get('/api/media');
    expect(Object.keys(all.body.media).sort()).toEqual([...MEDIA_TYPES].sort());
    expect(all.body.media.imageGallery).toEqual([item]);
    expect(all.body.media.video).toEqual([]);
  });

  test('when the admin adds a video as JSON, then no file is needed and the URL is stored as given', async () => {
    const res = await agent.post('/api/media').set('Origin', PUBLIC_URL).send({ type: 'video', videoUrl: VIDEO });

    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ type: 'video', title: '', videoUrl: VIDEO, image: null });
    expect((await listOf('video')).map((m) => m._id)).toEqual([res.body.item._id]);
  });

  test('when a form rule of SPEC §5 is broken, then 400 with its message and nothing is stored', async () => {
    const rows = await countRows();
    const files = storedFiles();
    const cases: [Fields, string][] = [
      [{ type: 'brand', title: '   ', image: png }, MEDIA_MSG.titleRequired],
      [{ type: 'video', title: 'Finale' }, MEDIA_MSG.videoUrlRequired],
      [{ type: 'video', title: 'Finale', videoUrl: 'javascript:alert(1)' }, MEDIA_MSG.videoUrlInvalid],
      [{ type: 'shoot', title: 'Cover' }, MEDIA_MSG.imageRequired],
      [{ type: 'posters', title: 'Cover', image: png }, MEDIA_MSG.unknownType],
    ];
    for (const [fields, message] of cases) {
      const res = await add(fields);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, error: message });
    }
    const json = await agent.post('/api/media').set('Origin', PUBLIC_URL).send({ type: 'video', title: 'No link' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(MEDIA_MSG.videoUrlRequired);
    expect(await countRows()).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  test('when the upload is not an image, then 415 and nothing is stored', async () => {
    const rows = await countRows();
    const res = await add({ type: 'brand', title: 'Logo', image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(await countRows()).toBe(rows);
  });

  test('when the admin replaces the image, then the old file is removed and the new text is saved', async () => {
    const created = (await add({ type: 'mediaCoverage', title: 'Old headline', alt: 'Old alt', image: png })).body.item;
    const before = await rowOf(created._id);

    const res = await edit(created._id, { type: 'mediaCoverage', title: 'New headline', alt: '', image: png });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MEDIA_MSG.updated });
    const after = await rowOf(created._id);
    expect(after).toMatchObject({ title: 'New headline', alt: 'New headline' });
    expect(after.image_key).not.toBe(before.image_key);
    expect(onDisk(before.image_key)).toBe(false);
    expect(onDisk(after.image_key)).toBe(true);
  });

  test('when an edit sends no image, then the saved one counts and stays', async () => {
    const created = (await add({ type: 'fashionGallery', title: 'Gown', image: png })).body.item;
    const before = await rowOf(created._id);
    const res = await edit(created._id, { type: 'fashionGallery', title: 'Red gown', alt: 'A red gown' });
    expect(res.status).toBe(200);
    expect(await rowOf(created._id)).toMatchObject({ title: 'Red gown', alt: 'A red gown', image_key: before.image_key });
    expect(onDisk(before.image_key)).toBe(true);
  });

  test('when an edit breaks a rule or uploads a non-image, then 400/415 and the item is unchanged', async () => {
    const created = (await add({ type: 'brand', title: 'Brand A', image: png })).body.item;
    const video = (await agent.post('/api/media').set('Origin', PUBLIC_URL).send({ type: 'video', videoUrl: VIDEO })).body.item;
    const before = await rowOf(created._id);
    const files = storedFiles();

    const noTitle = await edit(created._id, { type: 'brand', title: '' });
    const noUrl = await agent.put(`/api/media/${video._id}`).set('Origin', PUBLIC_URL).send({ type: 'video', videoUrl: '' });
    const toImageless = await edit(video._id, { type: 'shoot', title: 'Now a cover' });
    const notImage = await edit(created._id, { type: 'brand', title: 'Brand B', image: Buffer.from('plain text') });

    expect([noTitle.status, noTitle.body.message]).toEqual([400, MEDIA_MSG.titleRequired]);
    expect([noUrl.status, noUrl.body.message]).toEqual([400, MEDIA_MSG.videoUrlRequired]);
    expect([toImageless.status, toImageless.body.message]).toEqual([400, MEDIA_MSG.imageRequired]);
    expect(notImage.status).toBe(415);
    expect(await rowOf(created._id)).toEqual(before);
    expect((await rowOf(video._id)).video_url).toBe(VIDEO);
    expect(storedFiles()).toBe(files);
  });

  test('when the admin saves a new order, then it is persisted and the public list follows it', async () => {
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) ids.push((await add({ type: 'shoot', title, image: png })).body.item._id);
    expect((await listOf('shoot')).map((m) => m.order)).toEqual([0, 1, 2]);

    const res = await agent
      .put('/api/media/reorder')
      .set('Origin', PUBLIC_URL)
      .send({
        type: 'shoot',
        order: [
          { id: ids[2], order: 0 },
          { id: ids[0], order: 1 },
          { id: ids[1], order: 2 },
        ],
      });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MEDIA_MSG.orderSaved });
    expect((await listOf('shoot')).map((m) => m._id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  test('when a reorder names an item of another type or an unknown id, then 400 and no order changes', async () => {
    const shoot = await listOf('shoot');
    const brand = (await listOf('brand'))[0]!;
    const bad = [
      [
        { id: shoot[1]!._id, order: 0 },
        { id: brand._id, order: 1 },
      ],
      [
        { id: shoot[1]!._id, order: 0 },
        { id: 'nope', order: 1 },
      ],
      [
        { id: shoot[1]!._id, order: 0 },
        { id: shoot[1]!._id, order: 1 },
      ],
    ];
    for (const order of bad) {
      const res = await agent.put('/api/media/reorder').set('Origin', PUBLIC_URL).send({ type: 'shoot', order });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await listOf('shoot')).toEqual(shoot);
    expect((await listOf('brand'))[0]).toEqual(brand);
  });

  test('when the admin deletes an item, then the row and its file are gone', async () => {
    const created = (await add({ type: 'imageGallery', title: 'Goodbye', image: png })).body.item;
    const { image_key: key } = await rowOf(created._id);

    const res = await agent.delete(`/api/media/${created._id}`).set('Origin', PUBLIC_URL);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MEDIA_MSG.deleted });
    expect(await rowOf(created._id)).toBeUndefined();
    expect(onDisk(key)).toBe(false);
  });

  test('when the id or the type is unknown, then 404 or 400 JSON', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const put = await edit(id, { type: 'brand', title: 'X', image: png });
      const del = await agent.delete(`/api/media/${id}`).set('Origin', PUBLIC_URL);
      for (const res of [put, del]) expect([res.status, res.body.message]).toEqual([404, MEDIA_MSG.notFound]);
    }
    const type = await request(ctx.app).get('/api/media/posters');
    expect([type.status, type.body.message]).toEqual([400, MEDIA_MSG.unknownType]);
  });

  test('when there is no admin session, then every write answers 401 and nothing changes', async () => {
    const item = (await listOf('brand'))[0]!;
    const rows = await countRows();
    const anon = request(ctx.app);

    const results = [
      await anon.post('/api/media').set('Origin', PUBLIC_URL).send({ type: 'video', videoUrl: VIDEO }),
      await anon.put(`/api/media/${item._id}`).set('Origin', PUBLIC_URL).send({ title: 'Hacked' }),
      await anon
        .put('/api/media/reorder')
        .set('Origin', PUBLIC_URL)
        .send({ type: 'brand', order: [{ id: item._id, order: 9 }] }),
      await anon.delete(`/api/media/${item._id}`).set('Origin', PUBLIC_URL),
    ];

    for (const res of results) expect(res.status).toBe(401);
    expect(await countRows()).toBe(rows);
    expect((await listOf('brand'))[0]).toEqual(item);
  });
});
