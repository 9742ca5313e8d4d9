import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { shareCardService } from '../src/modules/candidates/share-card-service';
import { contestantSeoResolver } from '../src/modules/candidates/share-seo';
import { createLogger } from '../src/logger';
import { SITE_IMAGE } from '../src/http/seo';
import { repoRoot } from '../src/http/static';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext } from './helpers/app';
import { testPng } from './helpers/files';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function createCandidate(name: string, colour: string): Promise<string> {
  const admin = await adminAgent(ctx);
  const res = await admin
    .post('/api/candidates/create')
    .set('Origin', PUBLIC_URL)
    .field('name', name)
    .attach('image', await testPng(colour), 'photo.png');
  expect(res.status).toBe(201);
  return res.body.candidate._id as string;
}

/** The card URL her share page hands to link previews (the path part). */
async function cardPath(id: string): Promise<string> {
  const seo = await contestantSeoResolver(ctx.database.db)(`/contestants/vote/${id}`);
  expect(seo?.imageUrl).toMatch(/^\/api\/candidates\/share-card\/[0-9a-f-]{36}\/[0-9a-f]{16}\.jpg$/);
  return seo!.imageUrl!;
}

const getImage = (url: string) =>
  request(ctx.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Mean colour of a patch in the middle of the card's photo frame. */
async function photoColour(card: Buffer): Promise<[number, number, number]> {
  const { data } = await sharp(card).extract({ left: 268, top: 295, width: 20, height: 20 }).raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
  const n = data.length / 3;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

describe('contestant share card', () => {
  test('when her share page names a card, then its URL answers a long-cacheable 1200x630 JPEG showing her photo', async () => {
    const id = await createCandidate('Ananya Sharma', '#00c853');
    const seo = await contestantSeoResolver(ctx.database.db)(`/contestants/vote/${id}`);
    expect(seo?.image).toEqual({ width: 1200, height: 630, type: 'image/jpeg' });

    const res = await getImage(await cardPath(id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // Her upload (pure green) fills the photo frame: the card is drawn from her photo, not a stand-in.
    const [r, g, b] = await photoColour(res.body as Buffer);
    expect(g).toBeGreaterThan(150);
    expect(r).toBeLessThan(60);
    expect(b).toBeLessThan(90);
  });

  test('when her name changes, then the card gets a new URL with a new picture and the old URL leads to it', async () => {
    const id = await createCandidate('Kavya Reddy', '#1565c0');
    const before = await cardPath(id);
    const oldCard = (await getImage(before)).body as Buffer;

    const admin = await adminAgent(ctx);
    const renamed = await admin.put(`/api/candidates/update/${id}`).set('Origin', PUBLIC_URL).field('name', 'Kavya Reddy Rao');
    expect(renamed.status).toBe(200);

    const after = await cardPath(id);
    expect(after).not.toBe(before);
    const fresh = await getImage(after);
    expect(fresh.status).toBe(200);
    expect(Buffer.compare(fresh.body as Buffer, oldCard)).not.toBe(0);

    const stale = await request(ctx.app).get(before);
    expect(stale.status).toBe(302);
    expect(stale.headers.location).toBe(after);
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  test('when her photo changes, then the card is redrawn from the new one', async () => {
    const id = await createCandidate('Sneha Kulkarni', '#00c853');
    const before = await cardPath(id);
    const admin = await adminAgent(ctx);
    const res = await admin
      .put(`/api/candidates/update/${id}`)
      .set('Origin', PUBLIC_URL)
      .field('name', 'Sneha Kulkarni')
      .attach('image', await testPng('#d50000'), 'new.png');
    expect(res.status).toBe(200);
    const after = await cardPath(id);
    expect(after).not.toBe(before);
    const [r, g] = await photoColour((await getImage(after)).body as Buffer);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(60);
  });

  test.each([
    ['an unknown candidate', '/api/candidates/share-card/7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a/0123456789abcdef.jpg'],
    ['a malformed id', '/api/candidates/share-card/not-a-uuid/0123456789abcdef.jpg'],
    ['a malformed file name', '/api/candidates/share-card/7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a/..%2F..%2Fetc.jpg'],
  ])('when the card of %s is asked for, then 404 and no picture', async (_label, url) => {
    const res = await request(ctx.app).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  test('when a candidate is deleted, then her card is gone too', async () => {
    const id = await createCandidate('Riya Malhotra', '#00c853');
    const url = await cardPath(id);
    expect((await getImage(url)).status).toBe(200);
    const admin = await adminAgent(ctx);
    expect((await admin.delete(`/api/candidates/delete/${id}`).set('Origin', PUBLIC_URL)).status).toBe(200);
    expect((await request(ctx.app).get(url)).status).toBe(404);
  });
});

describe('share card cache', () => {
  test('when many previews fetch the same card, then it is drawn once; after a rename it is drawn again', async () => {
    const id = await createCandidate('Meghna Pillai', '#00c853');
    let reads = 0;
    const storage = {
      ...ctx.storage,
      read: async (key: string) => {
        reads += 1;
        return ctx.storage.read!(key);
      },
    };
    const cards = shareCardService({ db: ctx.database.db, storage, logger: createLogger('silent') });
    const version = (await cardPath(id)).split('/').pop()!.replace('.jpg', '');
    const answers = await Promise.all([1, 2, 3, 4].map(() => cards.card(id, version)));
    answers.push(await cards.card(id, version));
    expect(answers.map((a) => a.kind)).toEqual(['card', 'card', 'card', 'card', 'card']);
    expect(reads).toBe(1);

    const admin = await adminAgent(ctx);
    await admin.put(`/api/candidates/update/${id}`).set('Origin', PUBLIC_URL).field('name', 'Meghna Pillai Nair');
    const renamed = (await cardPath(id)).split('/').pop()!.replace('.jpg', '');
    expect(await cards.card(id, version)).toEqual({ kind: 'moved', path: await cardPath(id) });
    expect((await cards.card(id, renamed)).kind).toBe('card');
    expect(reads).toBe(2);
  });
});

describe('site share card', () => {
  test('when the home and section pages name og-image.png, then the file is the 1200x630 PNG their tags announce', async () => {
    const meta = await sharp(path.join(repoRoot, 'client', 'public', 'og-image.png')).metadata();
    expect({ width: meta.width, height: meta.height, type: `image/${meta.format}` }).toEqual(SITE_IMAGE);
  });
});
