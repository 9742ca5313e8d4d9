import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { HOME_MSG } from '@pageant/common/content/home';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, UNKNOWN_ID } from './helpers/app';
import { testPng as png, storedPath } from './helpers/files';

let ctx: TestContext, admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

const fileOf = (url: string) => storedPath(ctx, url);
const storedFiles = () => readdirSync(path.join(ctx.config.uploadsDir, 'images')).length;
const rowOf = async (id: string) =>
  (await ctx.database.pool.query('SELECT image_key, sort_order FROM home_brands WHERE id = $1', [id])).rows[0];
const create = async () =>
  admin
    .post('/api/home-brands')
    .set('Origin', PUBLIC_URL)
    .attach('image', await png(), 'a.png');

describe('home brand carousel', () => {
  let first: { _id: string; image: string };
  let second: { _id: string; image: string };

  test('when the admin adds brands, then each is stored and the public list is a plain array in order', async () => {
    const a = await create();
    const b = await create();
    expect(a.status).toBe(201);
    expect(a.body).toEqual({
      success: true,
      message: HOME_MSG.imageUploaded,
      data: { _id: expect.any(String), image: expect.stringMatching(/\.webp$/) },
    });
    first = a.body.data;
    second = b.body.data;
    expect(existsSync(fileOf(first.image))).toBe(true);
    expect((await rowOf(second._id)).sort_order).toBe((await rowOf(first._id)).sort_order + 1);

    const list = await request(ctx.app).get('/api/home-brands');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([first, second]);
  });

  test('when the admin replaces a brand image, then the answer carries the updated item and the old file is gone', async () => {
    const oldFile = fileOf(first.image);
    const res = await admin
      .put(`/api/home-brands/${first._id}`)
      .set('Origin', PUBLIC_URL)
      .attach('image', await png('#ffffff'), 'b.png');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: HOME_MSG.imageUpdated, data: { _id: first._id, image: expect.any(String) } });
    expect(res.body.data.image).not.toBe(first.image);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(fileOf(res.body.data.image))).toBe(true);
    expect((await request(ctx.app).get('/api/home-brands')).body[0]).toEqual(res.body.data);
    first = res.body.data;
  });

  test('when no file is sent, then create and update answer 400 with the SPEC messages', async () => {
    const c = await admin.post('/api/home-brands').set('Origin', PUBLIC_URL).field('x', '1');
    expect(c.status).toBe(400);
    expect(c.body).toEqual({
      success: false,
      message: HOME_MSG.brandSelectFile,
      error: HOME_MSG.brandSelectFile,
      code: 'VALIDATION_FAILED',
    });
    const u = await admin.put(`/api/home-brands/${first._id}`).set('Origin', PUBLIC_URL).field('x', '1');
    expect(u.status).toBe(400);
    expect(u.body.message).toBe(HOME_MSG.brandSelectNewImage);
    expect((await request(ctx.app).get('/api/home-brands')).body).toEqual([first, second]);
  });

  test('when the upload is not an image, then 415 and nothing changes', async () => {
    const bad = Buffer.from('GIF89a not really');
    const c = await admin.post('/api/home-brands').set('Origin', PUBLIC_URL).attach('image', bad, 'a.png');
    const u = await admin.put(`/api/home-brands/${first._id}`).set('Origin', PUBLIC_URL).attach('image', bad, 'a.png');
    expect(c.status).toBe(415);
    expect(u.status).toBe(415);
    expect((await request(ctx.app).get('/api/home-brands')).body).toEqual([first, second]);
    expect(existsSync(fileOf(first.image))).toBe(true);
  });

  test('when the id is unknown or malformed, then update and delete answer 404 and no file is left behind', async () => {
    const files = storedFiles();
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const u = await admin
        .put(`/api/home-brands/${id}`)
        .set('Origin', PUBLIC_URL)
        .attach('image', await png(), 'a.png');
      const d = await admin.delete(`/api/home-brands/${id}`).set('Origin', PUBLIC_URL);
      expect(u.status).toBe(404);
      expect(d.status).toBe(404);
      expect(d.body).toMatchObject({ success: false, message: HOME_MSG.brandNotFound });
    }
    expect(storedFiles()).toBe(files);
  });

  test('when there is no admin session, then every write answers 401', async () => {
    const anon = request(ctx.app);
    const res = await Promise.all([
      anon.post('/api/home-brands').attach('image', await png(), 'a.png'),
      anon.put(`/api/home-brands/${first._id}`).attach('image', await png(), 'a.png'),
      anon.delete(`/api/home-brands/${first._id}`),
    ]);
    expect(res.map((r) => r.status)).toEqual([401, 401, 401]);
    expect((await request(ctx.app).get('/api/home-brands')).body).toEqual([first, second]);
  });

  test('when the admin deletes a brand, then the row and its file are gone', async () => {
    const res = await admin.delete(`/api/home-brands/${second._id}`).set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: HOME_MSG.brandDeleted });
    expect(await rowOf(second._id)).toBeUndefined();
    expect(existsSync(fileOf(second.image))).toBe(false);
    expect((await request(ctx.app).get('/api/home-brands')).body).toEqual([first]);
  });
});
