import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { HOME_MSG } from '@pageant/common/content/home';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent, UNKNOWN_ID } from './helpers/app';
import { testPng as png, storedPath } from './helpers/files';

let ctx: TestContext, admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

interface Logo {
  _id: string;
  url: string;
  alt: string;
  altText: string;
  href: string;
}

const fileOf = (url: string) => storedPath(ctx, url);
const storedFiles = () => readdirSync(path.join(ctx.config.uploadsDir, 'images')).length;
const logos = async (): Promise<Logo[]> => (await request(ctx.app).get('/api/sponsor/logos')).body.data;
const upload = async (alt: string, href: string, buf?: Buffer) => {
  const req = admin.post('/api/sponsor/upload').set('Origin', PUBLIC_URL).field('alt', alt).field('href', href);
  return buf ? req.attach('logo', buf, 'a.png') : req;
};

describe('sponsor logos', () => {
  test('when the admin adds logos, then the public list shows them in order with altText mirroring alt', async () => {
    const a = await upload('  Aurum Jewellers ', 'https://www.aurum.example', await png());
    const b = await upload('Saanjh', '', await png());
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ success: true, message: HOME_MSG.logoAdded });
    expect(b.status).toBe(201);

    const res = await request(ctx.app).get('/api/sponsor/logos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        {
          _id: expect.any(String),
          url: expect.stringMatching(/\.webp$/),
          alt: 'Aurum Jewellers',
          altText: 'Aurum Jewellers',
          href: 'https://www.aurum.example',
        },
        { _id: expect.any(String), url: expect.stringMatching(/\.webp$/), alt: 'Saanjh', altText: 'Saanjh', href: '' },
      ],
    });
    expect(existsSync(fileOf(res.body.data[0].url))).toBe(true);
  });

  test('when the admin updates only the texts, then the logo file is kept', async () => {
    const [logo] = await logos();
    const res = await admin
      .put(`/api/sponsor/update/${logo!._id}`)
      .set('Origin', PUBLIC_URL)
      .field('alt', 'Aurum & Co.')
      .field('href', 'http://aurum.example/x');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: HOME_MSG.logoUpdated });
    const [after] = await logos();
    expect(after).toEqual({ ...logo, alt: 'Aurum & Co.', altText: 'Aurum & Co.', href: 'http://aurum.example/x' });
    expect(existsSync(fileOf(logo!.url))).toBe(true);
  });

  test('when the admin replaces the logo, then the new file is served and the old one is removed', async () => {
    const [logo] = await logos();
    const res = await admin
      .put(`/api/sponsor/update/${logo!._id}`)
      .set('Origin', PUBLIC_URL)
      .field('alt', logo!.alt)
      .field('href', logo!.href)
      .attach('logo', await png('#ffffff'), 'b.png');
    expect(res.status).toBe(200);
    const [after] = await logos();
    expect(after!.url).not.toBe(logo!.url);
    expect(after!.alt).toBe(logo!.alt);
    expect(existsSync(fileOf(logo!.url))).toBe(false);
    expect(existsSync(fileOf(after!.url))).toBe(true);
  });

  test('when the logo file is missing on upload, then 400 and nothing is added', async () => {
    const res = await upload('No file', '');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: HOME_MSG.logoRequired, error: HOME_MSG.logoRequired, code: 'VALIDATION_FAILED' });
    expect(await logos()).toHaveLength(2);
  });

  test('when the link is not an http(s) URL, then upload and update answer 400 and nothing is stored', async () => {
    const before = await logos();
    const files = storedFiles();
    for (const href of ['javascript:alert(1)', 'ftp://files.example', 'www.no-scheme.example']) {
      const up = await upload('Bad', href, await png());
      const put = await admin.put(`/api/sponsor/update/${before[0]!._id}`).set('Origin', PUBLIC_URL).field('href', href);
      for (const res of [up, put]) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(HOME_MSG.badLink);
      }
    }
    expect(await logos()).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  test('when the upload is not an image, then 415 and nothing changes', async () => {
    const before = await logos();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const up = await upload('Svg', '', svg);
    const put = await admin.put(`/api/sponsor/update/${before[0]!._id}`).set('Origin', PUBLIC_URL).attach('logo', svg, 'a.svg');
    expect(up.status).toBe(415);
    expect(put.status).toBe(415);
    expect(await logos()).toEqual(before);
  });

  test('when the id is unknown or malformed, then update and delete answer 404 and no file is left behind', async () => {
    const files = storedFiles();
    for (const id of [UNKNOWN_ID, '12345']) {
      const put = await admin
        .put(`/api/sponsor/update/${id}`)
        .set('Origin', PUBLIC_URL)
        .field('alt', 'x')
        .attach('logo', await png(), 'a.png');
      const del = await admin.delete(`/api/sponsor/delete/${id}`).set('Origin', PUBLIC_URL);
      expect(put.status).toBe(404);
      expect(del.status).toBe(404);
      expect(del.body).toMatchObject({ success: false, message: HOME_MSG.logoNotFound });
    }
    expect(storedFiles()).toBe(files);
  });

  test('when there is no admin session, then every write answers 401', async () => {
    const [logo] = await logos();
    const anon = request(ctx.app);
    const res = await Promise.all([
      anon
        .post('/api/sponsor/upload')
        .field('alt', 'x')
        .attach('logo', await png(), 'a.png'),
      anon.put(`/api/sponsor/update/${logo!._id}`).field('alt', 'x'),
      anon.delete(`/api/sponsor/delete/${logo!._id}`),
    ]);
    expect(res.map((r) => r.status)).toEqual([401, 401, 401]);
    expect((await logos())[0]).toEqual(logo);
  });

  test('when the admin deletes a logo, then the row and its file are gone', async () => {
    const [logo, other] = await logos();
    const res = await admin.delete(`/api/sponsor/delete/${logo!._id}`).set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: HOME_MSG.deleted });
    expect(await logos()).toEqual([other]);
    expect(existsSync(fileOf(logo!.url))).toBe(false);
  });
});
