import { existsSync } from 'node:fs';
import request from 'supertest';
import { HOME_MSG } from '@pageant/common/content/home';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, UNKNOWN_ID } from './helpers/app';
import { storedFileCount, testPng as png, storedPath } from './helpers/files';

let ctx: TestContext, admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

interface Testimonial {
  _id: string;
  name: string;
  place: string;
  text: string;
  imageUrl: string;
}

const fileOf = (url: string) => storedPath(ctx, url);
const storedFiles = () => storedFileCount(ctx);
const list = async (): Promise<Testimonial[]> => (await request(ctx.app).get('/api/testimonials')).body.data;
const fields = (req: request.Test, f: Record<string, string>) => Object.entries(f).reduce((r, [k, v]) => r.field(k, v), req);

describe('testimonials', () => {
  let ritu: Testimonial;
  let nisha: Testimonial;

  test('when the admin adds testimonials with and without a photo, then the public list shows both in order', async () => {
    const a = await fields(admin.post('/api/testimonials').set('Origin', PUBLIC_URL), {
      name: ' Ritu ',
      place: 'New Jersey',
      text: 'A crown is a responsibility.',
    }).attach('image', await png(), 'a.png');
    const b = await fields(admin.post('/api/testimonials').set('Origin', PUBLIC_URL), { name: 'Nisha', text: 'Like family.' });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({
      success: true,
      message: HOME_MSG.testimonialAdded,
      data: {
        _id: expect.any(String),
        name: 'Ritu',
        place: 'New Jersey',
        text: 'A crown is a responsibility.',
        imageUrl: expect.stringMatching(/\.webp$/),
      },
    });
    expect(b.body.data).toEqual({ _id: expect.any(String), name: 'Nisha', place: '', text: 'Like family.', imageUrl: '' });
    ritu = a.body.data;
    nisha = b.body.data;
    expect(existsSync(fileOf(ritu.imageUrl))).toBe(true);

    const res = await request(ctx.app).get('/api/testimonials');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [ritu, nisha] });
  });

  test('when the admin edits the texts only, then the photo is kept', async () => {
    const res = await fields(admin.put(`/api/testimonials/${ritu._id}`).set('Origin', PUBLIC_URL), {
      name: 'Ritu Agarwal',
      place: 'NJ',
      text: 'Edited.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: HOME_MSG.testimonialUpdated,
      data: { ...ritu, name: 'Ritu Agarwal', place: 'NJ', text: 'Edited.' },
    });
    expect(existsSync(fileOf(ritu.imageUrl))).toBe(true);
    ritu = res.body.data;
  });

  test('when the admin replaces the photo, then the new one is served and the old file is removed', async () => {
    const res = await fields(admin.put(`/api/testimonials/${ritu._id}`).set('Origin', PUBLIC_URL), {
      name: ritu.name,
      place: ritu.place,
      text: ritu.text,
    }).attach('image', await png('#ffffff'), 'b.png');
    expect(res.status).toBe(200);
    expect(res.body.data.imageUrl).not.toBe(ritu.imageUrl);
    expect(existsSync(fileOf(ritu.imageUrl))).toBe(false);
    expect(existsSync(fileOf(res.body.data.imageUrl))).toBe(true);
    ritu = res.body.data;
    expect(await list()).toEqual([ritu, nisha]);
  });

  test('when name or text is missing or blank, then create and update answer 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ text: 'No name' }, HOME_MSG.testimonialNameRequired],
      [{ name: '   ', text: 'Blank name' }, HOME_MSG.testimonialNameRequired],
      [{ name: 'No text' }, HOME_MSG.testimonialTextRequired],
      [{ name: 'Blank text', text: '  ' }, HOME_MSG.testimonialTextRequired],
    ];
    for (const [body, message] of cases) {
      const c = await fields(admin.post('/api/testimonials').set('Origin', PUBLIC_URL), body);
      const u = await fields(admin.put(`/api/testimonials/${nisha._id}`).set('Origin', PUBLIC_URL), body);
      for (const res of [c, u]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
      }
    }
    expect(await list()).toEqual([ritu, nisha]);
  });

  test('when the photo is not an image, then 415 and nothing changes', async () => {
    const bad = Buffer.from('<?xml version="1.0"?><svg/>');
    const c = await fields(admin.post('/api/testimonials').set('Origin', PUBLIC_URL), { name: 'x', text: 'y' }).attach(
      'image',
      bad,
      'a.png',
    );
    const u = await fields(admin.put(`/api/testimonials/${ritu._id}`).set('Origin', PUBLIC_URL), { name: 'x', text: 'y' }).attach(
      'image',
      bad,
      'a.png',
    );
    expect(c.status).toBe(415);
    expect(u.status).toBe(415);
    expect(await list()).toEqual([ritu, nisha]);
  });

  test('when the id is unknown or malformed, then update and delete answer 404 and no file is left behind', async () => {
    const files = storedFiles();
    for (const id of [UNKNOWN_ID, 'nope']) {
      const u = await fields(admin.put(`/api/testimonials/${id}`).set('Origin', PUBLIC_URL), { name: 'x', text: 'y' }).attach(
        'image',
        await png(),
        'a.png',
      );
      const d = await admin.delete(`/api/testimonials/${id}`).set('Origin', PUBLIC_URL);
      expect(u.status).toBe(404);
      expect(d.status).toBe(404);
      expect(d.body).toMatchObject({ success: false, message: HOME_MSG.testimonialNotFound });
    }
    expect(storedFiles()).toBe(files);
  });

  test('when there is no admin session, then every write answers 401', async () => {
    const anon = request(ctx.app);
    const res = await Promise.all([
      anon.post('/api/testimonials').field('name', 'x').field('text', 'y'),
      anon.put(`/api/testimonials/${ritu._id}`).field('name', 'x').field('text', 'y'),
      anon.delete(`/api/testimonials/${ritu._id}`),
    ]);
    expect(res.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(await list()).toEqual([ritu, nisha]);
  });

  test('when the admin deletes a testimonial, then the row and its photo are gone', async () => {
    const res = await admin.delete(`/api/testimonials/${ritu._id}`).set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: HOME_MSG.testimonialDeleted });
    expect(await list()).toEqual([nisha]);
    expect(existsSync(fileOf(ritu.imageUrl))).toBe(false);
  });
});
