/**
 * The seeded artwork is the same on every fresh install (drawn from a fixed seed), and encoding it
 * with its AVIF variants costs a 2-core machine tens of seconds, while the server does not listen
 * until the seed is done. So each encoded picture is kept on disk, keyed by its SVG, its options and
 * the encoder's settings: the next fresh data directory (every e2e run, a reset) copies it instead.
 * A cache that cannot be read or written only costs the encoding; it never fails the seed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ENCODER_VERSION, type EncodedImage } from '../storage/images';
import type { VariantFormat } from '../storage/variants';

interface Manifest {
  width: number;
  height: number;
  variants: { width: number; format: VariantFormat }[];
}

const fileOf = (v: { width: number; format: VariantFormat }) => `${v.width}.${v.format}`;

export function seedImageCacheDir(): string {
  return process.env.SEED_IMAGE_CACHE || path.join(os.tmpdir(), 'pageant-seed-images');
}

async function load(dir: string): Promise<EncodedImage | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, 'image.json'), 'utf8')) as Manifest;
    const data = await readFile(path.join(dir, 'image.webp'));
    const variants = await Promise.all(manifest.variants.map(async (v) => ({ ...v, data: await readFile(path.join(dir, fileOf(v))) })));
    return { width: manifest.width, height: manifest.height, data, variants };
  } catch {
    return null;
  }
}

/** Written beside, then renamed into place, so a reader never sees half an entry; a concurrent writer's entry wins. */
async function save(dir: string, img: EncodedImage): Promise<void> {
  const temp = `${dir}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(temp, { recursive: true });
    await Promise.all(img.variants.map((v) => writeFile(path.join(temp, fileOf(v)), v.data)));
    await writeFile(path.join(temp, 'image.webp'), img.data);
    const manifest: Manifest = {
      width: img.width,
      height: img.height,
      variants: img.variants.map(({ width, format }) => ({ width, format })),
    };
    await writeFile(path.join(temp, 'image.json'), JSON.stringify(manifest));
    await rename(temp, dir);
  } catch {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Only a folder of our own that nobody else may write to: seeded pictures must not be someone else's files. */
async function usableRoot(root: string): Promise<boolean> {
  try {
    await mkdir(root, { recursive: true, mode: 0o700 });
    const st = await stat(root);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** The encoded picture for `source` (the SVG and its options) from the cache, or encoded now and cached. */
export async function encodedSeedImage(source: string, encode: () => Promise<EncodedImage>): Promise<EncodedImage> {
  const root = seedImageCacheDir();
  if (!(await usableRoot(root))) return encode();
  const dir = path.join(root, createHash('sha256').update(ENCODER_VERSION).update('\n').update(source).digest('hex'));
  const cached = await load(dir);
  if (cached) return cached;
  const img = await encode();
  await save(dir, img);
  return img;
}
