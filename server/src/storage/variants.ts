/**
 * Responsive variants of a stored image, named so that the image's URL alone says which exist:
 * `images/<id>-w<W>.webp` is a WebP W px wide, with beside it `images/<id>-w<W>-<w>.webp` and
 * `.avif` for each width w of VARIANT_WIDTHS below W, and `images/<id>-w<W>.avif` at full width.
 * A plain `images/<id>.webp` (older uploads, images too small to need any) has none.
 * The client derives the same names (client/src/components/responsive-image.tsx); keep both in step.
 */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;

export type VariantFormat = 'webp' | 'avif';

export interface VariantSpec {
  /** Its width in px; the height keeps the original's ratio. */
  width: number;
  format: VariantFormat;
}

export interface Variant extends VariantSpec {
  key: string;
}

const MAIN_KEY = /^(images\/[0-9a-f]{32}-w([1-9]\d{0,4}))\.webp$/;

export const CONTENT_TYPES: Record<VariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** The widths an image `width` px wide gets variants at: only smaller ones, never enlarged. */
export const variantWidths = (width: number): number[] => VARIANT_WIDTHS.filter((w) => w < width);

/** What an image `width` px wide gets: both formats at each smaller width and a full-size AVIF; nothing when it is too small. */
export function variantSpecs(width: number): VariantSpec[] {
  const smaller = variantWidths(width);
  if (smaller.length === 0) return [];
  return [
    ...smaller.flatMap((w): VariantSpec[] => [
      { width: w, format: 'webp' },
      { width: w, format: 'avif' },
    ]),
    { width, format: 'avif' },
  ];
}

/** Every variant of the image stored under `key`, derived from the key alone; [] for a key without variants. */
export function variantsOf(key: string): Variant[] {
  const match = MAIN_KEY.exec(key);
  if (!match) return [];
  const [, base, full] = match as unknown as [string, string, string];
  const width = Number(full);
  return variantSpecs(width).map((v) => ({ ...v, key: v.width === width ? `${base}.${v.format}` : `${base}-${v.width}.${v.format}` }));
}
