import type { Swiper as SwiperInstance } from 'swiper/types';
import type { MediaItem } from '@/api/media';
import { Carousel } from '@/components/carousel';
import { PressSection } from './press-section';
import type { VideoPlayers } from './use-video-players';
import { VideoCard } from './video-card';

interface VideoGallerySectionProps {
  items: MediaItem[];
  players: VideoPlayers;
  onSwiper: (swiper: SwiperInstance) => void;
}

/** The media room: a dark screening band whose "on air" light shows while a film is playing. */
export function VideoGallerySection({ items, players, onSwiper }: VideoGallerySectionProps) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="video-gallery-heading"
      eyebrow="The media room"
      title="Video Gallery"
      subtitle="Press play to relive the finale, grooming week and our walk for a cause. The carousel waits while you watch."
      tone="dark"
    >
      <p className="mb-6 flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.25em] text-lilac">
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full ${players.playing ? 'bg-rose-light shadow-[0_0_10px_2px_rgb(242_169_191/0.7)]' : 'bg-lilac/40'}`}
        />
        <span>
          {players.playing ? 'Now playing' : 'Now showing'} · <span className="figures">{items.length}</span>{' '}
          {items.length === 1 ? 'film' : 'films'}
        </span>
      </p>
      <Carousel
        items={items}
        label="Video reel"
        slidesAt={{ 0: 1, 640: 1, 768: 2, 1024: 3, 1280: 4 }}
        delayMs={3000}
        // swiper's loop moves slides around the DOM, and a moved iframe reloads and loses its video.
        loop={false}
        onSwiper={onSwiper}
        keyOf={(m) => m.id}
        renderItem={(m, i) => <VideoCard item={m} players={players} index={i} />}
      />
    </PressSection>
  );
}
