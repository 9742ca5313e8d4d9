import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { HOME_MSG } from '@pageant/common/content/home';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent } from './helpers/app';
import { testPng as png, storedPath } from './helpers/files';

let ctx: TestContext, admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

const onDisk = (url: string) => existsSync(storedPath(ctx, url));
const keyOf = async (type: string) =>
  (await ctx.database.pool.query('SELECT key FROM home_images WHERE type = $1', [type])).rows[0]?.key as string | undefined;
const upload = async (type: string, buf?: Buffer) => {
  const req = admin.post('/api/home-images/upload').set('Origin', PUBLIC_URL).field('type', type);
  return buf ? req.attach('file', buf, 'a.png') : req;
};

describe('home banner images', () => {
  test('when nothing was uploaded, then the public read has no images', async () => {
    const res = await request(ctx.app).get('/api/home-images');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, images: {} });
  });

  test('when the admin uploads home1, then it is stored as WebP and the public read shows its url', async () => {
    const res = await upload('home1', await png());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: HOME_MSG.imageUploaded,
      image: { url: expect.stringMatching(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/) },
    });
    const key = await keyOf('home1');
    expect(existsSync(path.join(ctx.config.uploadsDir, key!))).toBe(true);

    const read = await request(ctx.app).get('/api/home-images');
    expect(read.body).toEqual({ success: true, images: { home1: { url: res.body.image.url } } });
  });

  test('when the admin uploads home1 again, then it replaces the old one and the old file is removed', async () => {
    const oldKey = (await keyOf('home1'))!;
    const res = await upload('home1', await png('#ffffff'));
    expect(res.status).toBe(200);
    const newKey = (await keyOf('home1'))!;
    expect(newKey).not.toBe(oldKey);
    expect(existsSync(path.join(ctx.config.uploadsDir, oldKey))).toBe(false);
    expect(existsSync(path.join(ctx.config.uploadsDir, newKey))).toBe(true);
    const { rows } = await ctx.database.pool.query('SELECT count(*)::int AS n FROM home_images');
    expect(rows[0].n).toBe(1);
  });

  test('when both types are uploaded, then the public read has home1 and home2', async () => {
    await upload('home2', await png());
    const read = await request(ctx.app).get('/api/home-images');
    expect(Object.keys(read.body.images).sort()).toEqual(['home1', 'home2']);
    expect(onDisk(read.body.images.home2.url)).toBe(true);
  });

  test('when the file is missing, then 400 with the SPEC message and nothing changes', async () => {
    const before = (await request(ctx.app).get('/api/home-images')).body;
    const res = await upload('home1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: HOME_MSG.selectFile, error: HOME_MSG.selectFile, code: 'VALIDATION_FAILED' });
    expect((await request(ctx.app).get('/api/home-images')).body).toEqual(before);
  });

  test('when the type is not home1 or home2, then 400 and nothing is stored', async () => {
    for (const type of ['home3', '']) {
      const res = await upload(type, await png());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(HOME_MSG.homeImageType);
    }
    const { rows } = await ctx.database.pool.query('SELECT count(*)::int AS n FROM home_images');
    expect(rows[0].n).toBe(2);
  });

  test('when the upload is not an image, then 415 and the stored banner stays', async () => {
    const before = await keyOf('home1');
    const res = await upload('home1', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(await keyOf('home1')).toBe(before);
  });

  test('when there is no admin session, then upload and delete answer 401 and nothing changes', async () => {
    const before = (await request(ctx.app).get('/api/home-images')).body;
    const up = await request(ctx.app)
      .post('/api/home-images/upload')
      .field('type', 'home1')
      .attach('file', await png(), 'a.png');
    const del = await request(ctx.app).delete('/api/home-images/home1');
    expect(up.status).toBe(401);
    expect(del.status).toBe(401);
    expect((await request(ctx.app).get('/api/home-images')).body).toEqual(before);
  });

  test('when the admin deletes home2, then the row and its file are gone', async () => {
    const key = (await keyOf('home2'))!;
    const res = await admin.delete('/api/home-images/home2').set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: HOME_MSG.homeImageDeleted });
    expect(await keyOf('home2')).toBeUndefined();
    expect(existsSync(path.join(ctx.config.uploadsDir, key))).toBe(false);
    expect(Object.keys((await request(ctx.app).get('/api/home-images')).body.images)).toEqual(['home1']);
  });

  test('when the type has no image or is unknown, then delete answers 404', async () => {
    for (const type of ['home2', 'home9']) {
      const res = await admin.delete(`/api/home-images/${type}`).set('Origin', PUBLIC_URL);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: HOME_MSG.homeImageNotFound });
    }
  });

  test('when two uploads of the same type race, then one row remains and only its file is kept', async () => {
    const [a, b] = await Promise.all([upload('home2', await png('#111111')), upload('home2', await png('#222222'))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const key = (await keyOf('home2'))!;
    const urls = [a.body.image.url, b.body.image.url] as string[];
    const kept = urls.filter(onDisk);
    expect(kept).toEqual([`/uploads/${key}`]);
  });
});
