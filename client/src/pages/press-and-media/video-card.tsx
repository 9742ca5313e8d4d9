import { Play, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MediaItem } from '@/api/media';
import { embedUrl } from './video-embed';

interface VideoCardProps {
  item: MediaItem;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Click-to-play: the player iframe exists only for the open video, so opening another one removes
 * (and so stops) the previous player, and no third-party player loads until the visitor asks.
 */
export function VideoCard({ item, open, onOpen, onClose }: VideoCardProps) {
  const title = item.title || 'Season highlight video';
  const closeRef = useRef<HTMLButtonElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current) playRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-plum-deep shadow-card ring-1 ring-gold/20">
      <div className="relative aspect-video">
        {open && item.videoUrl ? (
          <>
            <iframe
              src={embedUrl(item.videoUrl)}
              title={title}
              className="absolute inset-0 size-full"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={`Close video: ${title}`}
              className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-plum/90 text-ivory hover:bg-plum"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </>
        ) : (
          <button
            ref={playRef}
            type="button"
            onClick={onOpen}
            disabled={!item.videoUrl}
            aria-label={`Play video: ${title}`}
            className="group absolute inset-0 flex items-center justify-center bg-[radial-gradient(ellipse_at_top_right,rgb(201_162_39/0.35),transparent_60%),linear-gradient(135deg,#4a1d63,#2b0a3d_55%,#b8325e)]"
          >
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-gold text-plum shadow-card transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none">
              <Play className="ml-1 size-7" aria-hidden="true" />
            </span>
          </button>
        )}
      </div>
      <h3 className="px-4 py-3 font-sans text-sm font-semibold text-ivory">{title}</h3>
    </article>
  );
}
