import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { NGO_MSG } from '@pageant/common/content/ngo-competition';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent } from './helpers/app';
import { testPng } from './helpers/files';

let ctx: TestContext, agent: AdminAgent, png: Buffer;
beforeAll(async () => ({ ctx, admin: agent } = await adminTestContext()));
beforeAll(async () => (png = await testPng()));
afterAll(() => ctx.close());

const publicList = async () =>
  (await request(ctx.app).get('/api/ngo-content')).body as { _id: string; title: string; order: number; imageUrl: string }[];
const keyOf = async (id: string) =>
  (await ctx.database.pool.query<{ image_key: string | null }>('SELECT image_key FROM ngo_cards WHERE id = $1', [id])).rows[0]?.image_key ??
  null;
const onDisk = (key: string) => existsSync(path.join(ctx.config.uploadsDir, key));
const storedFiles = () => (existsSync(ctx.config.uploadsDir) ? readdirSync(ctx.config.uploadsDir, { recursive: true }).length : 0);

function createCard(fields: Record<string, string>, image?: Buffer) {
  const req = agent.post('/api/ngo-content').set('Origin', PUBLIC_URL);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return image ? req.attach('image', image, 'a.png') : req;
}

describe('NGO content cards', () => {
  test('when the admin creates a card with an image and bracket highlights, then the public list shows it', async () => {
    const res = await createCard(
      {
        title: ' Meals for Every Child ',
        subtitle: 'What we do',
        label: 'Nourish',
        description: 'Hot meals in schools.',
        'highlights[0][title]': 'Daily meals',
        'highlights[0][content]': 'Five days a week.',
        'highlights[1][title]': 'Kitchens',
        'highlights[1][content]': 'Run by mothers.',
      },
      png,
    );

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      title: 'Meals for Every Child',
      subtitle: 'What we do',
      label: 'Nourish',
      description: 'Hot meals in schools.',
      imageUrl: expect.stringMatching(/^\/uploads\/images\/.+\.webp$/),
      section: 'initiative',
      highlights: [
        { title: 'Daily meals', content: 'Five days a week.' },
        { title: 'Kitchens', content: 'Run by mothers.' },
      ],
      order: 0,
    });
    expect(onDisk((await keyOf(res.body._id))!)).toBe(true);
    expect(await publicList()).toEqual([res.body]);
  });

  test('when a card comes without an image and with JSON highlights, then it is stored last, in the csr section', async () => {
    const res = await createCard({
      title: 'CSR Drive',
      description: 'Finalists raise funds.',
      section: 'csr',
      highlights: JSON.stringify([{ title: 'Campaign', content: 'Own drive.' }]),
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ section: 'csr', imageUrl: '', highlights: [{ title: 'Campaign', content: 'Own drive.' }] });
    const list = await publicList();
    expect(list.map((c) => c.title)).toEqual(['Meals for Every Child', 'CSR Drive']);
    expect(list[1]!.order).toBe(list[0]!.order + 1);
  });

  test('when the admin updates a card with a new image, then the card changes and the old file is removed', async () => {
    const [card] = await publicList();
    const oldKey = (await keyOf(card!._id))!;

    const res = await agent
      .put(`/api/ngo-content/${card!._id}`)
      .set('Origin', PUBLIC_URL)
      .field('title', 'Meals, Renamed')
      .field('description', 'Still hot.')
      .field('section', 'initiative')
      .attach('image', png, 'a.png');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: card!._id, title: 'Meals, Renamed', description: 'Still hot.', highlights: [] });
    const newKey = (await keyOf(card!._id))!;
    expect(newKey).not.toBe(oldKey);
    expect(onDisk(newKey)).toBe(true);
    expect(onDisk(oldKey)).toBe(false);
  });

  test('when the admin updates a card without an image, then the image stays', async () => {
    const [card] = await publicList();
    const key = await keyOf(card!._id);

    const res = await agent
      .put(`/api/ngo-content/${card!._id}`)
      .set('Origin', PUBLIC_URL)
      .field('title', 'Meals')
      .field('description', 'Hot.');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Meals', imageUrl: card!.imageUrl });
    expect(await keyOf(card!._id)).toBe(key);
    expect(onDisk(key!)).toBe(true);
  });

  test('when the admin sends the ids in a new order, then the new list comes back and the order is kept', async () => {
    await createCard({ title: 'Third', description: 'Three.' });
    const ids = (await publicList()).map((c) => c._id);
    const reversed = [...ids].reverse();

    const res = await agent.patch('/api/ngo-content').set('Origin', PUBLIC_URL).send({ orderedIds: reversed });

    expect(res.status).toBe(200);
    expect(res.body.map((c: { _id: string }) => c._id)).toEqual(reversed);
    expect(res.body.map((c: { order: number }) => c.order)).toEqual([0, 1, 2]);
    expect((await publicList()).map((c) => c._id)).toEqual(reversed);
  });

  test('when the new order misses, repeats or invents an id, then 400 and the order is unchanged', async () => {
    const before = await publicList();
    const ids = before.map((c) => c._id);
    const bad = [ids.slice(1), [ids[0]!, ids[0]!, ids[1]!], [...ids.slice(1), '00000000-0000-4000-8000-000000000000'], [...ids, 'nope']];
    for (const orderedIds of bad) {
      const res = await agent.patch('/api/ngo-content').set('Origin', PUBLIC_URL).send({ orderedIds });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: NGO_MSG.orderMismatch, error: NGO_MSG.orderMismatch });
    }
    const missing = await agent.patch('/api/ngo-content').set('Origin', PUBLIC_URL).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(NGO_MSG.orderedIdsRequired);
    expect(await publicList()).toEqual(before);
  });

  test('when a rule is broken, then 400 with its message and nothing is stored', async () => {
    const before = await publicList();
    const files = storedFiles();
    const cases: [Record<string, string>, string][] = [
      [{ description: 'No title' }, NGO_MSG.titleRequired],
      [{ title: '   ', description: 'Blank title' }, NGO_MSG.titleRequired],
      [{ title: 'No description' }, NGO_MSG.descriptionRequired],
      [{ title: 'T', description: 'D', section: 'gala' }, NGO_MSG.sectionInvalid],
      [{ title: 'T', description: 'D', highlights: '[{"title":' }, NGO_MSG.highlightsInvalid],
      [{ title: 'T', description: 'D', highlights: '"text"' }, NGO_MSG.highlightsInvalid],
    ];
    for (const [fields, message] of cases) {
      const res = await createCard(fields, png);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
    }
    const put = await agent.put(`/api/ngo-content/${before[0]!._id}`).set('Origin', PUBLIC_URL).field('title', 'T');
    expect(put.status).toBe(400);
    expect(put.body.error).toBe(NGO_MSG.descriptionRequired);
    expect(await publicList()).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  test('when the upload is not an image, then 415 and nothing is stored', async () => {
    const before = await publicList();
    const files = storedFiles();

    const res = await createCard({ title: 'Fake', description: 'Not an image.' }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const put = await agent
      .put(`/api/ngo-content/${before[0]!._id}`)
      .set('Origin', PUBLIC_URL)
      .field('title', 'Fake')
      .field('description', 'D')
      .attach('image', Buffer.from('GIF89a....'), 'a.png');

    expect(res.status).toBe(415);
    expect(put.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
    expect(await publicList()).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  test('when the id is unknown or malformed, then update and delete answer 404 JSON and nothing is stored', async () => {
    const files = storedFiles();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const put = await agent
        .put(`/api/ngo-content/${id}`)
        .set('Origin', PUBLIC_URL)
        .field('title', 'T')
        .field('description', 'D')
        .attach('image', png, 'a.png');
      const del = await agent.delete(`/api/ngo-content/${id}`).set('Origin', PUBLIC_URL);
      for (const res of [put, del]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, message: NGO_MSG.notFound, error: NGO_MSG.notFound });
      }
    }
    expect(storedFiles()).toBe(files);
  });

  test('when there is no admin session, then every write answers 401 and nothing changes', async () => {
    const before = await publicList();
    const id = before[0]!._id;
    const anon = request(ctx.app);
    const answers = [
      await anon.post('/api/ngo-content').field('title', 'T').field('description', 'D'),
      await anon.put(`/api/ngo-content/${id}`).field('title', 'T').field('description', 'D'),
      await anon.delete(`/api/ngo-content/${id}`),
      await anon.patch('/api/ngo-content').send({ orderedIds: before.map((c) => c._id).reverse() }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(await publicList()).toEqual(before);
  });

  test('when the admin deletes a card, then the row and its image are gone', async () => {
    const card = (await publicList()).find((c) => c.imageUrl)!;
    const key = (await keyOf(card._id))!;

    const res = await agent.delete(`/api/ngo-content/${card._id}`).set('Origin', PUBLIC_URL);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: NGO_MSG.deleted });
    expect((await publicList()).some((c) => c._id === card._id)).toBe(false);
    expect(onDisk(key)).toBe(false);
  });
});
