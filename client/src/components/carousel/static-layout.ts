import type { CSSProperties } from 'react';

/** Slides per view from a width upward, e.g. { 0: 1, 480: 2, 768: 3, 1024: 4 } (SPEC §9 numbers). */
export type SlidesAt = Record<number, number>;

/**
 * The widths at which the static layout can change its slides per view: the ones the site's carousels
 * use (SPEC §9 and the press page). swiper reads `(min-width: Npx)` for any key; a key outside this
 * list would make the pre-swiper layout differ from swiper's, so add it here with its class below.
 */
export const STATIC_BREAKPOINTS = [480, 640, 768, 1024, 1280, 1536] as const;

/**
 * Each width's count arrives as a custom property on the track (`--carousel-n-480`...) and these
 * classes pick the one in force; they are literal so Tailwind generates them.
 */
export const SLIDES_PER_VIEW_CLASSES =
  '[--carousel-n:var(--carousel-n-0)] min-[480px]:[--carousel-n:var(--carousel-n-480)] min-[640px]:[--carousel-n:var(--carousel-n-640)] ' +
  'min-[768px]:[--carousel-n:var(--carousel-n-768)] min-[1024px]:[--carousel-n:var(--carousel-n-1024)] ' +
  'min-[1280px]:[--carousel-n:var(--carousel-n-1280)] min-[1536px]:[--carousel-n:var(--carousel-n-1536)]';

/** What swiper shows at a viewport width: the entry of the widest key not above it (1 below every key, like `slidesPerView`'s default). */
export function slidesPerViewAt(slidesAt: SlidesAt, width: number): number {
  let best = -1;
  let n = slidesAt[0] ?? 1;
  for (const [key, value] of Object.entries(slidesAt)) {
    const at = Number(key);
    if (at <= width && at > best) {
      best = at;
      n = value;
    }
  }
  return n;
}

/** The custom properties the track carries: the gap and the slides per view at each static breakpoint. */
export function trackStyle(slidesAt: SlidesAt, spaceBetween: number): CSSProperties {
  const style: Record<string, string | number> = { '--carousel-gap': `${spaceBetween}px`, '--carousel-n-0': slidesPerViewAt(slidesAt, 0) };
  for (const at of STATIC_BREAKPOINTS) style[`--carousel-n-${at}`] = slidesPerViewAt(slidesAt, at);
  return style as CSSProperties;
}

/** swiper's own arithmetic: (container - gaps) / slides per view, and the gap as a right margin on every slide. */
export const STATIC_SLIDE_STYLE: CSSProperties = {
  width: 'calc((100% - (var(--carousel-n) - 1) * var(--carousel-gap)) / var(--carousel-n))',
  marginRight: 'var(--carousel-gap)',
};
