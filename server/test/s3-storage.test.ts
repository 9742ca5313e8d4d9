import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import S3rver from 's3rver';
import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../src/app';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { ensureAdmin } from '../src/modules/auth/service';
import { createStorage } from '../src/storage/create';
import { storeImage } from '../src/storage/images';
import { IMMUTABLE_CACHE, createS3Storage, publicBaseUrl } from '../src/storage/s3';
import { variantsOf } from '../src/storage/variants';
import { ADMIN, PUBLIC_URL, testConfig } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { testPng } from './helpers/files';

/** s3rver is an in-process S3 stand-in: real HTTP, real SigV4 checks, objects on a temp dir. */
const BUCKET = 'pageant-test';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3: S3rver;
let s3Dir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const driver = () => createS3Storage({ bucket: BUCKET, endpoint, forcePathStyle: true, credentials });

describe('S3 storage driver', () => {
  test('when an object is put, then it is served over HTTP with its bytes, type and a long cache lifetime', async () => {
    const data = await testPng();
    const stored = await driver().put(data, 'png', 'image/png');

    expect(stored.key).toMatch(/^images\/[0-9a-f]{32}\.png$/);
    expect(stored.url).toBe(`${endpoint}/${BUCKET}/${stored.key}`);
    const res = await fetch(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  test('when two objects are put, then they get different keys', async () => {
    const s = driver();
    const [a, b] = await Promise.all([s.put(Buffer.from('a'), 'webp', 'image/webp'), s.put(Buffer.from('a'), 'webp', 'image/webp')]);
    expect(a.key).not.toBe(b.key);
  });

  test('when an object is deleted, then it is gone, and deleting it again is not an error', async () => {
    const s = driver();
    const stored = await s.put(Buffer.from('bytes'), 'webp', 'image/webp');
    expect((await fetch(stored.url)).status).toBe(200);

    await s.delete(stored.key);
    expect((await fetch(stored.url)).status).toBe(404);
    await expect(s.delete(stored.key)).resolves.toBeUndefined();
  });

  test('when an image with variants is stored and deleted, then every variant is in the bucket with its type and caching, then gone', async () => {
    const s = driver();
    const png = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#B8325E' } })
      .png()
      .toBuffer();
    const stored = await storeImage(s, png);
    const variants = variantsOf(stored.key);
    expect(variants.map((v) => `${v.format} ${v.width}`)).toEqual(['webp 480', 'avif 480', 'webp 960', 'avif 960', 'avif 1000']);
    for (const v of variants) {
      const res = await fetch(`${endpoint}/${BUCKET}/${v.key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${v.format}`);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    }

    await s.delete(stored.key);
    for (const key of [stored.key, ...variants.map((v) => v.key)]) expect((await fetch(`${endpoint}/${BUCKET}/${key}`)).status).toBe(404);
  });

  test('when a key we never generate is deleted, then nothing is sent to the bucket', async () => {
    const s = driver();
    const stored = await s.put(Buffer.from('keep'), 'webp', 'image/webp');
    const send = jest.spyOn(s.client, 'send');
    // A traversal-looking key must not reach S3 at all, not even as a harmless request.
    await s.delete(`../${stored.key}`);
    await s.delete('images');
    expect(send).not.toHaveBeenCalled();
    expect((await fetch(stored.url)).status).toBe(200);
  });

  test('when the bucket does not exist, then put fails loudly instead of returning a dead URL', async () => {
    const s = createS3Storage({ bucket: 'no-such-bucket', endpoint, forcePathStyle: true, credentials });
    await expect(s.put(Buffer.from('x'), 'webp', 'image/webp')).rejects.toThrow();
  });

  test('when S3_PUBLIC_URL is set, then URLs use it; without an endpoint they use the AWS bucket host', () => {
    expect(publicBaseUrl({ bucket: 'b', publicUrl: 'https://cdn.example/media/' })).toBe('https://cdn.example/media');
    expect(publicBaseUrl({ bucket: 'b', endpoint: 'http://minio:9000/' })).toBe('http://minio:9000/b');
    expect(publicBaseUrl({ bucket: 'b', region: 'ap-south-1' })).toBe('https://b.s3.ap-south-1.amazonaws.com');
  });
});

describe('uploads through the app with STORAGE_DRIVER=s3', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-app-'));
    const config = testConfig(database, dataDir, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    });
    await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
    app = createApp({
      config,
      database,
      storage: createStorage(config, { credentials }),
      bus: new DomainBus(),
      logger: createLogger('silent'),
      serveSpa: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when the admin uploads a brand image and then deletes the brand, then the object is stored in the bucket and removed again', async () => {
    const admin = request.agent(app.app);
    expect((await admin.post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN)).status).toBe(200);

    const created = await admin
      .post('/api/home-brands')
      .set('Origin', PUBLIC_URL)
      .attach('image', await testPng(), 'logo.png');
    expect(created.status).toBe(201);
    const url: string = created.body.data.image;
    expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/images/[0-9a-f]{32}\\.webp$`));
    const object = await fetch(url);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    // The pipeline re-encoded the PNG: what the bucket holds is WebP (RIFF....WEBP).
    const bytes = Buffer.from(await object.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Local uploads are not served when objects live in a bucket.
    expect((await request(app.app).get(`/uploads/${url.slice(url.indexOf('images/'))}`)).status).toBe(404);

    const removed = await admin.delete(`/api/home-brands/${created.body.data._id}`).set('Origin', PUBLIC_URL);
    expect(removed.status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
  });
});
