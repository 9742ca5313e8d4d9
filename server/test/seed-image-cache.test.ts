import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { encodedSeedImage } from '../src/seed/image-cache';
import { encodeImage } from '../src/storage/images';

let root: string;
const saved = process.env.SEED_IMAGE_CACHE;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'pageant-seed-cache-'));
  process.env.SEED_IMAGE_CACHE = path.join(root, 'cache');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  if (saved === undefined) delete process.env.SEED_IMAGE_CACHE;
  else process.env.SEED_IMAGE_CACHE = saved;
});

const picture = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: '#2B0A3D' } })
    .png()
    .toBuffer();

describe('seed image cache', () => {
  test('when the same picture is seeded twice, then the second time copies the first encoding instead of encoding again', async () => {
    const encode = jest.fn(async () => encodeImage(await picture()));
    const first = await encodedSeedImage('<svg>one</svg>', encode);
    const second = await encodedSeedImage('<svg>one</svg>', encode);

    expect(encode).toHaveBeenCalledTimes(1);
    expect([second.width, second.height]).toEqual([first.width, first.height]);
    expect(second.data.equals(first.data)).toBe(true);
    expect(second.variants.map((v) => `${v.format} ${v.width}`)).toEqual(first.variants.map((v) => `${v.format} ${v.width}`));
    second.variants.forEach((v, i) => expect(v.data.equals(first.variants[i]!.data)).toBe(true));

    await encodedSeedImage('<svg>two</svg>', encode);
    expect(encode).toHaveBeenCalledTimes(2);
  });

  test('when an entry is damaged, then the picture is encoded again rather than the seed failing', async () => {
    const encode = jest.fn(async () => encodeImage(await picture()));
    await encodedSeedImage('<svg>one</svg>', encode);
    const [entry] = readdirSync(process.env.SEED_IMAGE_CACHE!);
    rmSync(path.join(process.env.SEED_IMAGE_CACHE!, entry!, '480.avif'));

    const again = await encodedSeedImage('<svg>one</svg>', encode);
    expect(encode).toHaveBeenCalledTimes(2);
    expect(again.variants).toHaveLength(5);
  });

  test('when the cache folder is writable by others, then it is not trusted: every picture is encoded', async () => {
    const cache = process.env.SEED_IMAGE_CACHE!;
    const encode = jest.fn(async () => encodeImage(await picture()));
    await encodedSeedImage('<svg>one</svg>', encode);
    chmodSync(cache, 0o777);

    await encodedSeedImage('<svg>one</svg>', encode);
    expect(encode).toHaveBeenCalledTimes(2);
  });
});
