import { Play, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { MediaItem } from '@/api/media';
import type { VideoPlayers } from './use-video-players';
import { videoSource } from './video-embed';
import { VideoPlayer } from './video-player';

interface VideoCardProps {
  item: MediaItem;
  players: VideoPlayers;
  /** Its place in the reel, printed like a programme number. */
  index: number;
}

/**
 * Click-to-play: no third-party player loads until the visitor asks for it. Once opened, the player
 * stays until closed, so pausing it (from inside, or because another one started) keeps its place.
 */
export function VideoCard({ item, players, index }: VideoCardProps) {
  const open = players.isOpen(item.id);
  const onOpen = () => players.open(item.id);
  const onClose = () => players.close(item.id);
  // The player's address carries this site's origin (window), so it is worked out only once the card is opened, never on the server.
  const source = useMemo(() => (open && item.videoUrl ? videoSource(item.videoUrl) : null), [open, item.videoUrl]);
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
    <article className="flex h-full flex-col overflow-hidden rounded-lg bg-plum shadow-card ring-1 ring-gold/25">
      <div className="relative aspect-video">
        {open && source ? (
          <>
            <VideoPlayer id={item.id} source={source} title={title} report={players.report} setPauser={players.setPauser} />
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
            <span
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-3 bg-[repeating-linear-gradient(90deg,transparent_0_10px,rgb(251_247_240/0.18)_10px_18px)]"
            />
            <span
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 h-3 bg-[repeating-linear-gradient(90deg,transparent_0_10px,rgb(251_247_240/0.18)_10px_18px)]"
            />
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-gold text-plum shadow-card transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none">
              <Play className="ml-1 size-7" aria-hidden="true" />
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-1 items-start gap-3 px-4 py-4">
        <span aria-hidden="true" className="figures pt-0.5 text-sm font-semibold text-gold">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h3 className="text-lg leading-snug font-semibold text-ivory">{title}</h3>
      </div>
    </article>
  );
}
