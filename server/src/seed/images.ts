/** Renders seeded SVG artwork and stores it through the normal upload pipeline (WebP, resized, with variants). */
import { CANDIDATE_PHOTO } from '@pageant/common/content/pipeline';
import sharp from 'sharp';
import type { StorageDriver, StoredObject } from '../storage/driver';
import { encodeImage, storeEncoded } from '../storage/images';
import { encodedSeedImage } from './image-cache';
// Side effect first: fontconfig must know the brand fonts before the first picture with text.
import './fonts';

export interface Frame {
  w: number;
  h: number;
}

/**
 * Every seeded picture is drawn at the aspect ratio of the frame the pages show it in, so
 * `object-fit: cover` crops nothing that matters. Where a page crops further (a square card or a
 * round avatar over a 4:5 portrait, the full-bleed hero over a banner), the art keeps its subject in
 * the centre and carries no text.
 */
export const FRAMES = {
  /** home1/home2: the home feature pictures (4:3) and, for home1, the blurred full-bleed hero behind the headline. */
  banner: { w: 1600, h: 1200 },
  /** Competition page image sections (aspect-video). */
  stage: { w: 1600, h: 900 },
  /** Team and testimonial photos: 4:5 cards, also square cards and round avatars. */
  portrait: { w: 600, h: 750 },
  /** Contestant cards: the 4:5 size of the card photo the admin pipeline makes from her own picture (CANDIDATE_PHOTO). */
  candidate: { w: CANDIDATE_PHOTO.width, h: CANDIDATE_PHOTO.height },
  /** A leader's "know more" card, shown whole in a dialog. */
  bio: { w: 600, h: 900 },
  /** Press image gallery (square tiles). */
  gallery: { w: 1000, h: 1000 },
  /** Fashion gallery, brand shoots and magazine covers (3:4). */
  tall: { w: 750, h: 1000 },
  /** Press coverage clippings and the CSR carousel (4:3). */
  landscape: { w: 1000, h: 750 },
  /** Charitable alliance cards (16:10). */
  card: { w: 1000, h: 625 },
  /** Sponsor and brand strips (2:1, shown whole). */
  logo: { w: 400, h: 200 },
} as const satisfies Record<string, Frame>;

/** How many pictures render at once; libvips threads inside each, so keep this small. */
const CONCURRENCY = 4;

export async function svgToPng(svg: string): Promise<Buffer> {
  // Fast PNG (little compression): it is decoded again straight away by the upload pipeline.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** Stores pictures for one content group and remembers every key, so a failed group leaves no files. */
export interface ImageMaker {
  /** Stores the picture at its frame's size (the SVG is drawn for that frame). */
  make(svg: string, frame: Frame): Promise<StoredObject>;
  /** Removes every file stored by this maker (used when the group is skipped or fails). */
  discard(): Promise<void>;
  readonly keys: readonly string[];
}

export function createImageMaker(storage: StorageDriver): ImageMaker {
  const keys: string[] = [];
  return {
    keys,
    async make(svg, frame) {
      const opts = { maxSize: Math.max(frame.w, frame.h), quality: 80 };
      const encoded = await encodedSeedImage(`${svg}\n${JSON.stringify(opts)}`, async () => encodeImage(await svgToPng(svg), opts));
      const stored = await storeEncoded(storage, encoded);
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
