import type { MediaItem } from '@/api/media';
import { ResponsiveImage } from '@/components/responsive-image';

interface MediaFigureProps {
  item: MediaItem;
  /** Intrinsic size of the frame; the image covers it without shifting layout. */
  width: number;
  height: number;
  /** Tailwind aspect class matching width / height. */
  aspect: string;
  /** The frame's CSS width per viewport, for choosing the image variant. */
  sizes: string;
  caption?: boolean;
  eager?: boolean;
  /** Caption set on a dark band rather than on paper. */
  tone?: 'light' | 'dark';
  /** Whether a "Brand: campaign" title is set as a brand line over the campaign. */
  split?: boolean;
  /** Tailwind classes of the picture's frame beyond its aspect (a lead that fills its grid cell). */
  frameClassName?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function mediaAlt(item: MediaItem): string {
  return item.alt || item.title || 'Season highlight';
}

/**
 * The alt of a picture printed with its caption: empty when it would only repeat the caption (a
 * screen reader would hear the same words twice, Lighthouse's image-redundant-alt), else the admin's alt.
 */
export function captionedAlt(item: MediaItem): string {
  const alt = mediaAlt(item);
  return item.title && same(alt, item.title) ? '' : alt;
}

/** "Brand: campaign" titles read as a brand line in small caps over the campaign in the display face. */
export function splitTitle(title: string): { kicker: string | null; line: string } {
  const at = title.indexOf(':');
  if (at <= 0 || at === title.length - 1) return { kicker: null, line: title };
  return { kicker: title.slice(0, at).trim(), line: title.slice(at + 1).trim() };
}

interface CaptionProps {
  title: string;
  tone?: 'light' | 'dark';
  split?: boolean;
  className?: string;
}

export function Caption({ title, tone = 'light', split = false, className = '' }: CaptionProps) {
  const { kicker, line } = split ? splitTitle(title) : { kicker: null, line: title };
  const dark = tone === 'dark';
  return (
    <figcaption className={className}>
      {kicker && (
        <span className={`block text-[0.7rem] font-semibold uppercase tracking-[0.2em] ${dark ? 'text-gold' : 'text-gold-deep'}`}>
          {kicker}
        </span>
      )}
      <span className={`block font-display text-base leading-snug italic ${dark ? 'text-ivory' : 'text-plum'}`}>{line}</span>
    </figcaption>
  );
}

export function MediaFigure(props: MediaFigureProps) {
  const { item, width, height, aspect, sizes, caption = true, eager = false, tone = 'light', split = false, frameClassName = '' } = props;
  const captioned = caption && Boolean(item.title);
  return (
    <figure className="group flex h-full flex-col">
      <div
        className={`${aspect} ${frameClassName} overflow-hidden rounded-lg bg-gradient-to-br from-plum-soft via-plum to-rose/70 shadow-card`}
      >
        {item.image && (
          <ResponsiveImage
            src={item.image}
            alt={captioned ? captionedAlt(item) : mediaAlt(item)}
            width={width}
            height={height}
            sizes={sizes}
            priority={eager}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        )}
      </div>
      {captioned && <Caption title={item.title ?? ''} tone={tone} split={split} className="mt-3" />}
    </figure>
  );
}

/** Shown while the lists load so the sections below do not jump. */
export function SkeletonGrid({ count, aspect }: { count: number; aspect: string }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${aspect} animate-pulse rounded-lg bg-lilac/60 motion-reduce:animate-none`} />
      ))}
    </div>
  );
}
