import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/**
 * An upload stored with responsive variants is named `…/images/<id>-w<W>.webp` (W: its width); beside
 * it lie `-<w>.webp` and `-<w>.avif` for each of these widths below W, and a full-size `.avif`.
 * The server names them the same way (server/src/storage/variants.ts); keep the two in step.
 */
const VARIANT_WIDTHS = [480, 960, 1440] as const;
const WITH_VARIANTS = /^(.*\/images\/[0-9a-f]{32}-w([1-9]\d{0,4}))\.webp$/;

export interface ResponsiveSources {
  avif: string;
  webp: string;
  /** The full-size AVIF, the `href` of a preload (browsers that read `imagesrcset` never fetch it). */
  fullAvif: string;
}

/** The AVIF and WebP `srcset`s of an image URL, or null when it has no variants (older uploads, /media files, other sites). */
export function responsiveSources(src: string | undefined): ResponsiveSources | null {
  const match = src === undefined ? null : WITH_VARIANTS.exec(src);
  if (!match) return null;
  const base = match[1]!;
  const width = Number(match[2]);
  const smaller = VARIANT_WIDTHS.filter((w) => w < width);
  const srcSet = (ext: string, full: string) => [...smaller.map((w) => `${base}-${w}.${ext} ${w}w`), `${full} ${width}w`].join(', ');
  return { avif: srcSet('avif', `${base}.avif`), webp: srcSet('webp', match[0]), fullAvif: `${base}.avif` };
}

type Controlled = 'src' | 'alt' | 'width' | 'height' | 'sizes' | 'srcSet' | 'loading' | 'fetchPriority';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, Controlled> {
  /** Undefined renders an img without a source, as a bare `<img>` would (admin data may lack one). */
  src: string | undefined;
  alt: string;
  /** Intrinsic size, or any box of the same ratio: the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** The CSS width the image is shown at, per viewport, e.g. '(min-width: 1024px) 380px, 50vw'. */
  sizes: string;
  /** The page's largest image above the fold: fetched at once and first. */
  priority?: boolean;
}

/**
 * An image served at the size it is shown: AVIF where the browser takes it, else WebP, each from the
 * variant nearest its `sizes` width. A URL without variants gets a plain `<img>` with the same props.
 * A lazy image may let the browser use its laid-out width (`sizes="auto"`); `sizes` is the fallback.
 * The `<picture>` takes no box of its own, so the image sizes and places exactly as a bare `<img>`.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, decoding, ...rest }: ResponsiveImageProps) {
  const sources = responsiveSources(src);
  const chosenSizes = sources ? (priority ? sizes : `auto, ${sizes}`) : undefined;
  const img = (
    <img
      {...rest}
      src={src}
      srcSet={sources?.webp}
      sizes={chosenSizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding ?? (priority ? undefined : 'async')}
    />
  );
  if (!sources) return img;
  // React preloads a bare priority <img> by itself but not one inside <picture> (the <source> picks the
  // file); without this the LCP image waits for the parser to reach it, behind every script in <head>.
  if (priority)
    preload(sources.fullAvif, { as: 'image', type: 'image/avif', imageSrcSet: sources.avif, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={chosenSizes} />
      {img}
    </picture>
  );
}
