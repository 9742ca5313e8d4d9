import type { MediaItem } from '@/api/media';

interface MediaFigureProps {
  item: MediaItem;
  /** Intrinsic size of the frame; the image covers it without shifting layout. */
  width: number;
  height: number;
  /** Tailwind aspect class matching width / height. */
  aspect: string;
  caption?: boolean;
  eager?: boolean;
}

export function mediaAlt(item: MediaItem): string {
  return item.alt || item.title || 'Season highlight';
}

export function MediaFigure({ item, width, height, aspect, caption = true, eager = false }: MediaFigureProps) {
  return (
    <figure className="group h-full overflow-hidden rounded-2xl bg-white shadow-card">
      <div className={`${aspect} overflow-hidden bg-gradient-to-br from-plum-soft via-plum to-rose/70`}>
        {item.image && (
          <img
            src={item.image}
            alt={mediaAlt(item)}
            width={width}
            height={height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        )}
      </div>
      {caption && item.title && <figcaption className="px-4 py-3 text-sm font-medium text-plum">{item.title}</figcaption>}
    </figure>
  );
}

/** Shown while the lists load so the sections below do not jump. */
export function SkeletonGrid({ count, aspect }: { count: number; aspect: string }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${aspect} animate-pulse rounded-2xl bg-lilac/60 motion-reduce:animate-none`} />
      ))}
    </div>
  );
}
