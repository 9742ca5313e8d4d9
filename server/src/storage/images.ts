import sharp from 'sharp';
import { UnsupportedMediaError } from '../errors';
import type { StorageDriver, StoredObject } from './driver';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Type by magic bytes, never by the name or the browser's claim. SVG and everything else is refused. */
export function detectImageType(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ImageOptions {
  /** Longest side after resizing; smaller images are not enlarged. */
  maxSize?: number;
  quality?: number;
  /** Types to accept; the details step accepts JPEG and PNG only (SPEC §5). */
  accept?: readonly ImageKind[];
  message?: string;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Auto-orient, drop every metadata block (EXIF, GPS, ICC comments), resize, re-encode as WebP. */
export async function processImage(input: Buffer, opts: ImageOptions = {}): Promise<ProcessedImage> {
  const kind = detectImageType(input);
  const accept = opts.accept ?? ['jpeg', 'png', 'webp'];
  if (!kind || !accept.includes(kind)) throw new UnsupportedMediaError(opts.message);
  const size = opts.maxSize ?? 1600;
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: opts.quality ?? 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The bytes looked like an image but sharp could not decode them: still the client's fault.
    throw new UnsupportedMediaError(opts.message);
  }
}

export async function storeImage(
  storage: StorageDriver,
  input: Buffer,
  opts?: ImageOptions,
): Promise<StoredObject & { width: number; height: number }> {
  const img = await processImage(input, opts);
  const stored = await storage.put(img.data, 'webp', 'image/webp');
  return { ...stored, width: img.width, height: img.height };
}
