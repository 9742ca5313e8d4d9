import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { serveUploads } from '../src/http/static';
import type { StorageDriver } from '../src/storage/driver';
import { storeImage } from '../src/storage/images';
import { isValidKey } from '../src/storage/keys';
import { createLocalStorage } from '../src/storage/local';
import { variantsOf } from '../src/storage/variants';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-variants-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A picture with detail in it (a flat colour would hide a botched resize), as a PNG. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();

const filesIn = (root: string) => (existsSync(path.join(root, 'images')) ? readdirSync(path.join(root, 'images')).sort() : []);
const nameOf = (key: string) => key.slice('images/'.length);

async function describeFile(file: string): Promise<string> {
  const meta = await sharp(file).metadata();
  // libvips reports AVIF as its container, HEIF, with the AV1 compression.
  const format = meta.format === 'heif' ? `heif/${meta.compression}` : meta.format;
  return `${format} ${meta.width}x${meta.height}`;
}

describe('responsive variants', () => {
  test('when a 1600x1200 image is stored, then WebP and AVIF variants at 480, 960 and 1440 px and a full-size AVIF are written beside it', async () => {
    const root = mkdtempSync(path.join(dir, 'big-'));
    const stored = await storeImage(createLocalStorage(root), await picture(1600, 1200));

    expect(stored.key).toMatch(/^images\/[0-9a-f]{32}-w1600\.webp$/);
    expect([stored.width, stored.height]).toEqual([1600, 1200]);
    const base = nameOf(stored.key).replace(/\.webp$/, '');
    const found: Record<string, string> = {};
    for (const name of filesIn(root)) found[name] = await describeFile(path.join(root, 'images', name));
    expect(found).toEqual({
      [`${base}.webp`]: 'webp 1600x1200',
      [`${base}.avif`]: 'heif/av1 1600x1200',
      [`${base}-480.webp`]: 'webp 480x360',
      [`${base}-480.avif`]: 'heif/av1 480x360',
      [`${base}-960.webp`]: 'webp 960x720',
      [`${base}-960.avif`]: 'heif/av1 960x720',
      [`${base}-1440.webp`]: 'webp 1440x1080',
      [`${base}-1440.avif`]: 'heif/av1 1440x1080',
    });
    // The names the server derives are the files written: nothing more, nothing less.
    expect(
      variantsOf(stored.key)
        .map((v) => nameOf(v.key))
        .sort(),
    ).toEqual(filesIn(root).filter((f) => f !== `${base}.webp`));
  });

  test('when a portrait is resized to its height limit, then the variants follow its stored width and never enlarge it', async () => {
    const root = mkdtempSync(path.join(dir, 'tall-'));
    const stored = await storeImage(createLocalStorage(root), await picture(1200, 1800), { maxSize: 900 });

    expect([stored.width, stored.height]).toEqual([600, 900]);
    expect(stored.key).toMatch(/-w600\.webp$/);
    const base = nameOf(stored.key).replace(/\.webp$/, '');
    expect(filesIn(root)).toEqual([`${base}-480.avif`, `${base}-480.webp`, `${base}.avif`, `${base}.webp`].sort());
    expect(await describeFile(path.join(root, 'images', `${base}-480.webp`))).toBe('webp 480x720');
  });

  test('when an image is no wider than the smallest variant, then it is stored alone under a plain name', async () => {
    const root = mkdtempSync(path.join(dir, 'small-'));
    const stored = await storeImage(createLocalStorage(root), await picture(480, 320));

    expect(stored.key).toMatch(/^images\/[0-9a-f]{32}\.webp$/);
    expect(variantsOf(stored.key)).toEqual([]);
    expect(filesIn(root)).toEqual([nameOf(stored.key)]);
  });

  test('when an image with variants is deleted, then every variant goes with it, and deleting again is harmless', async () => {
    const root = mkdtempSync(path.join(dir, 'delete-'));
    const storage = createLocalStorage(root);
    const keep = await storeImage(storage, await picture(1000, 750));
    const gone = await storeImage(storage, await picture(1000, 750));
    expect(filesIn(root)).toHaveLength(12);

    await storage.delete(gone.key);
    expect(filesIn(root)).toEqual([nameOf(keep.key), ...variantsOf(keep.key).map((v) => nameOf(v.key))].sort());
    await expect(storage.delete(gone.key)).resolves.toBeUndefined();
  });

  test('when a variant cannot be written, then nothing the call wrote is left behind', async () => {
    const root = mkdtempSync(path.join(dir, 'fail-'));
    const local = createLocalStorage(root);
    let writes = 0;
    const failing: StorageDriver = {
      ...local,
      async putAt(key, data, type) {
        writes += 1;
        if (writes === 3) throw new Error('disk full');
        return local.putAt(key, data, type);
      },
    };

    await expect(storeImage(failing, await picture(1000, 750))).rejects.toThrow('disk full');
    expect(filesIn(root)).toEqual([]);
  });

  test('when a key is not one we generate, then a driver refuses to write it and deletes nothing', async () => {
    const root = mkdtempSync(path.join(dir, 'keys-'));
    const storage = createLocalStorage(root);
    const stored = await storeImage(storage, await picture(1000, 750));
    for (const bad of ['../escape.webp', `${stored.key}/x`, 'images/abc-w1000.webp', stored.key.replace('.webp', '-500.png')]) {
      expect(isValidKey(bad)).toBe(false);
      await expect(storage.putAt(bad, Buffer.from('x'), 'image/webp')).rejects.toThrow('not a storage key');
    }
    expect(filesIn(root)).toHaveLength(6);
  });

  test('when a variant is requested under /uploads, then it is served with its type and cached for a year as immutable', async () => {
    const root = mkdtempSync(path.join(dir, 'http-'));
    const stored = await storeImage(createLocalStorage(root), await picture(1000, 750));
    const app = express();
    serveUploads(app, root);

    for (const v of variantsOf(stored.key)) {
      const res = await request(app).get(`/uploads/${v.key}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(v.format === 'avif' ? 'image/avif' : 'image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
