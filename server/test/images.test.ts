import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { errorHandler } from '../src/http/error-handler';
import { imageUpload } from '../src/http/upload';
import { detectImageType, processImage, storeImage } from '../src/storage/images';
import { createLocalStorage } from '../src/storage/local';
import { UnsupportedMediaError } from '../src/errors';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-img-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 300x150 JPEG that says "rotate 90°" and carries camera metadata. */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 150, channels: 3, background: '#2B0A3D' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Home address 221B' } })
    .toBuffer();
}

describe('image pipeline', () => {
  test('when a JPEG carries EXIF and an orientation, then the stored WebP is upright and has no metadata', async () => {
    const input = await jpegWithExif();
    const meta = await sharp(input).metadata();
    expect(meta.exif).toBeDefined();
    expect(meta.orientation).toBe(6);

    const out = await processImage(input);
    const outMeta = await sharp(out.data).metadata();
    expect(outMeta.format).toBe('webp');
    expect(outMeta.exif).toBeUndefined();
    expect(outMeta.orientation).toBeUndefined();
    expect(out.data.includes(Buffer.from('Secret Photographer'))).toBe(false);
    // Orientation 6 means the camera was turned: the upright picture is taller than wide.
    expect([out.width, out.height]).toEqual([150, 300]);
  });

  test('when an image is larger than the limit, then it is resized to fit, keeping its ratio', async () => {
    const big = await sharp({ create: { width: 4000, height: 2000, channels: 3, background: '#C9A227' } })
      .png()
      .toBuffer();
    const out = await processImage(big, { maxSize: 1000 });
    expect([out.width, out.height]).toEqual([1000, 500]);
  });

  test('when the bytes are not an image (text, SVG, GIF), then it is refused as unsupported media', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    for (const bytes of [Buffer.from('hello, not an image'), svg, gif]) {
      expect(detectImageType(bytes)).toBeNull();
      await expect(processImage(bytes)).rejects.toBeInstanceOf(UnsupportedMediaError);
    }
  });

  test('when the bytes start like a JPEG but are broken, then it is refused, not a crash', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(processImage(broken)).rejects.toBeInstanceOf(UnsupportedMediaError);
  });

  test('when only JPEG and PNG are accepted, then a WebP is refused with the given message', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    await expect(processImage(webp, { accept: ['jpeg', 'png'], message: 'Only JPG, JPEG, and PNG files are allowed.' })).rejects.toThrow(
      'Only JPG, JPEG, and PNG files are allowed.',
    );
  });

  test('when an image is stored and then deleted, then the file appears under a random name and is removed', async () => {
    const storage = createLocalStorage(dir);
    const stored = await storeImage(storage, await jpegWithExif());
    expect(stored.key).toMatch(/^images\/[0-9a-f]{32}\.webp$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    const file = path.join(dir, stored.key);
    expect(readFileSync(file).subarray(8, 12).toString('latin1')).toBe('WEBP');
    await storage.delete(stored.key);
    expect(existsSync(file)).toBe(false);
    // Deleting again, or a key we did not make, is harmless.
    await storage.delete(stored.key);
    await storage.delete('../../etc/passwd');
  });
});

describe('upload middleware', () => {
  const storage = () => createLocalStorage(dir);
  const app = express();
  app.post('/upload', imageUpload(50_000, 1).single('image'), async (req, res) => {
    const stored = await storeImage(storage(), req.file!.buffer);
    res.json({ url: stored.url });
  });
  app.use(errorHandler);

  test('when a file is over UPLOAD_MAX_MB, then 413 JSON', async () => {
    const res = await request(app).post('/upload').attach('image', Buffer.alloc(60_000, 1), 'big.jpg');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'LIMIT_FILE_SIZE' });
  });

  test('when an SVG is uploaded under an image name, then 415 JSON and nothing is stored', async () => {
    const res = await request(app)
      .post('/upload')
      .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'logo.png', contentType: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
    expect(existsSync(path.join(dir, 'images')) ? readdirSync(path.join(dir, 'images')).length : 0).toBe(0);
  });

  test('when a real PNG is uploaded, then it is served back as WebP under /uploads', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#C2185B' } })
      .png()
      .toBuffer();
    const res = await request(app).post('/upload').attach('image', png, 'pic.png');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
  });
});
