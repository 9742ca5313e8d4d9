import sharp, { type Sharp } from 'sharp';
import { UnsupportedMediaError } from '../errors';
import type { StorageDriver, StoredObject } from './driver';
import { newResponsiveKey } from './keys';
import { CONTENT_TYPES, VARIANT_WIDTHS, variantSpecs, variantsOf, type VariantSpec } from './variants';

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

const DEFAULT_QUALITY = 82;
/**
 * AVIF at libaom's default effort (4) takes ~9 s for a 1600 px picture on this 2-core machine;
 * effort 1 takes about as long as the WebP and is still smaller.
 */
const AVIF = { quality: 50, effort: 1 } as const;

/** Auto-oriented, metadata-free decoding of an accepted upload; sharp never writes metadata unless asked. */
function decode(input: Buffer): Sharp {
  return sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
}

function checkType(input: Buffer, opts: ImageOptions): void {
  const kind = detectImageType(input);
  const accept = opts.accept ?? ['jpeg', 'png', 'webp'];
  if (!kind || !accept.includes(kind)) throw new UnsupportedMediaError(opts.message);
}

/** Auto-orient, drop every metadata block (EXIF, GPS, ICC comments), resize, re-encode as WebP. */
export async function processImage(input: Buffer, opts: ImageOptions = {}): Promise<ProcessedImage> {
  checkType(input, opts);
  const size = opts.maxSize ?? 1600;
  try {
    const { data, info } = await decode(input)
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: opts.quality ?? DEFAULT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The bytes looked like an image but sharp could not decode them: still the client's fault.
    throw new UnsupportedMediaError(opts.message);
  }
}

/** One variant, resized from the upload itself (not from the WebP) so it is encoded lossily once. */
async function encodeVariant(input: Buffer, variant: VariantSpec, opts: ImageOptions): Promise<Buffer> {
  const resized = decode(input).resize({ width: variant.width });
  return variant.format === 'avif' ? resized.avif(AVIF).toBuffer() : resized.webp({ quality: opts.quality ?? DEFAULT_QUALITY }).toBuffer();
}

/** An image ready to store: the WebP and its responsive variants (none when it is too small for any). */
export interface EncodedImage extends ProcessedImage {
  variants: (VariantSpec & { data: Buffer })[];
}

/** What the encoder does, for caches of encoded images (the seed's): a change here must not reuse old files. */
export const ENCODER_VERSION = JSON.stringify({ v: 1, webp: DEFAULT_QUALITY, avif: AVIF, widths: VARIANT_WIDTHS });

/** Processes an upload (processImage) and encodes its variants, one at a time: libvips already uses every core. */
export async function encodeImage(input: Buffer, opts: ImageOptions = {}): Promise<EncodedImage> {
  const img = await processImage(input, opts);
  const variants: EncodedImage['variants'] = [];
  for (const spec of variantSpecs(img.width)) variants.push({ ...spec, data: await encodeVariant(input, spec, opts) });
  return { ...img, variants };
}

/**
 * Writes an encoded image: a plain key without variants, else the variants first and the image last
 * under a key that names its width (variants.ts); if any write fails, everything written is removed.
 */
export async function storeEncoded(storage: StorageDriver, img: EncodedImage): Promise<StoredObject & { width: number; height: number }> {
  if (img.variants.length === 0) {
    const stored = await storage.put(img.data, 'webp', 'image/webp');
    return { ...stored, width: img.width, height: img.height };
  }
  const key = newResponsiveKey(img.width);
  try {
    for (const variant of variantsOf(key)) {
      const encoded = img.variants.find((v) => v.width === variant.width && v.format === variant.format);
      if (!encoded) throw new Error(`missing the ${variant.width} px ${variant.format} variant`);
      await storage.putAt(variant.key, encoded.data, CONTENT_TYPES[variant.format]);
    }
    const stored = await storage.putAt(key, img.data, 'image/webp');
    return { ...stored, width: img.width, height: img.height };
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Stores an upload as WebP with its responsive variants (encodeImage, then storeEncoded). */
export async function storeImage(
  storage: StorageDriver,
  input: Buffer,
  opts: ImageOptions = {},
): Promise<StoredObject & { width: number; height: number }> {
  return storeEncoded(storage, await encodeImage(input, opts));
}
