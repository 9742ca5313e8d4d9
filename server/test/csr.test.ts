import { existsSync } from 'node:fs';
import request from 'supertest';
import { HOME_MSG } from '@pageant/common/content/home';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, UNKNOWN_ID } from './helpers/app';
import { storedFileCount, testPng as png, storedPath } from './helpers/files';

let ctx: TestContext, admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

interface Slide {
  _id: string;
  url: string;
  alt: string;
  href: string;
}

const fileOf = (url: string) => storedPath(ctx, url);
const storedFiles = () => storedFileCount(ctx);
const slides = async (): Promise<Slide[]> => (await request(ctx.app).get('/api/csr/fetch')).body.data;
const post = () => admin.post('/api/csr/upload').set('Origin', PUBLIC_URL);

describe('CSR slides', () => {
  test('when nothing was uploaded, then the public list is empty', async () => {
    const res = await request(ctx.app).get('/api/csr/fetch');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [] });
  });

  test('when the admin uploads several images at once, then each becomes a slide with the shared alt and link, in order', async () => {
    const one = await post()
      .field('alt', 'Meals at Dharavi')
      .field('href', 'https://meals.example')
      .attach('images', await png('#111111'), 'a.png')
      .attach('images', await png('#222222'), 'b.png');
    expect(one.status).toBe(201);
    expect(one.body).toEqual({ success: true, message: 'Uploaded 2 CSR image(s) successfully!' });
    const two = await post().attach('images', await png('#333333'), 'c.png');
    expect(two.body.message).toBe('Uploaded 1 CSR image(s) successfully!');

    const list = await slides();
    expect(list).toEqual([
      { _id: expect.any(String), url: expect.stringMatching(/\.webp$/), alt: 'Meals at Dharavi', href: 'https://meals.example' },
      { _id: expect.any(String), url: expect.stringMatching(/\.webp$/), alt: 'Meals at Dharavi', href: 'https://meals.example' },
      { _id: expect.any(String), url: expect.stringMatching(/\.webp$/), alt: '', href: '' },
    ]);
    for (const s of list) expect(existsSync(fileOf(s.url))).toBe(true);
    const { rows } = await ctx.database.pool.query('SELECT sort_order FROM csr_images ORDER BY sort_order');
    expect(rows.map((r) => r.sort_order)).toEqual([0, 1, 2]);
  });

  test('when no file is sent, then 400 with the SPEC message', async () => {
    const res = await post().field('alt', 'x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: HOME_MSG.noCsrFiles, error: HOME_MSG.noCsrFiles, code: 'VALIDATION_FAILED' });
    expect(await slides()).toHaveLength(3);
  });

  test('when the link is not an http(s) URL, then 400 and nothing is stored', async () => {
    const files = storedFiles();
    const res = await post()
      .field('href', 'javascript:alert(1)')
      .attach('images', await png(), 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(HOME_MSG.badLink);
    expect(await slides()).toHaveLength(3);
    expect(storedFiles()).toBe(files);
  });

  test('when one of the files is not an image, then 415 and none of the batch is kept', async () => {
    const files = storedFiles();
    const res = await post()
      .attach('images', await png(), 'a.png')
      .attach('images', Buffer.from('%PDF-1.4 not an image'), 'b.png');
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(await slides()).toHaveLength(3);
    expect(storedFiles()).toBe(files);
  });

  test('when the id is unknown or malformed, then delete answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'abc']) {
      const res = await admin.delete(`/api/csr/delete/${id}`).set('Origin', PUBLIC_URL);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: HOME_MSG.csrNotFound });
    }
  });

  test('when there is no admin session, then upload and delete answer 401', async () => {
    const [slide] = await slides();
    const up = await request(ctx.app)
      .post('/api/csr/upload')
      .attach('images', await png(), 'a.png');
    const del = await request(ctx.app).delete(`/api/csr/delete/${slide!._id}`);
    expect(up.status).toBe(401);
    expect(del.status).toBe(401);
    expect(await slides()).toHaveLength(3);
  });

  test('when the admin deletes a slide, then the row and its file are gone and the rest keep their order', async () => {
    const [a, b, c] = await slides();
    const res = await admin.delete(`/api/csr/delete/${b!._id}`).set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: HOME_MSG.csrDeleted });
    expect(await slides()).toEqual([a, c]);
    expect(existsSync(fileOf(b!.url))).toBe(false);
  });
});
