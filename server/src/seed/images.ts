/** Renders seeded SVG artwork and stores it through the normal upload pipeline (WebP, resized). */
import sharp from 'sharp';
import type { StorageDriver, StoredObject } from '../storage/driver';
import { storeImage } from '../storage/images';

/** Longest side per slot, matching the sizes the pages display. */
export const SIZES = {
  banner: 1600,
  portrait: 750,
  bio: 900,
  gallery: 1000,
  cover: 1000,
  logo: 400,
} as const;

/** How many pictures render at once; libvips threads inside each, so keep this small. */
const CONCURRENCY = 4;

export async function svgToPng(svg: string): Promise<Buffer> {
  // Fast PNG (little compression): it is decoded again straight away by the upload pipeline.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** Stores pictures for one content group and remembers every key, so a failed group leaves no files. */
export interface ImageMaker {
  make(svg: string, maxSize: number): Promise<StoredObject>;
  /** Removes every file stored by this maker (used when the group is skipped or fails). */
  discard(): Promise<void>;
  readonly keys: readonly string[];
}

export function createImageMaker(storage: StorageDriver): ImageMaker {
  const keys: string[] = [];
  return {
    keys,
    async make(svg, maxSize) {
      const png = await svgToPng(svg);
      const stored = await storeImage(storage, png, { maxSize, quality: 80 });
      keys.push(stored.key);
      return { key: stored.key, url: stored.url };
    },
    async discard() {
      const all = keys.splice(0);
      await Promise.allSettled(all.map((key) => storage.delete(key)));
    },
  };
}

/** Maps with at most `limit` calls in flight, keeping the input order in the result. */
export async function mapLimit<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>, limit = CONCURRENCY): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await fn(items[i] as T, i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()));
  return out;
}
