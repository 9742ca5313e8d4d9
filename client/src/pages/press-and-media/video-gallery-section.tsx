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

export function VideoGallerySection({ items, players, onSwiper }: VideoGallerySectionProps) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="video-gallery-heading"
      eyebrow="Watch"
      title="Video Gallery"
      subtitle="Press play to relive the finale, grooming week and our walk for a cause. The carousel waits while you watch."
      tone="dark"
    >
      <Carousel
        items={items}
        label="Video gallery"
        slidesAt={{ 0: 1, 640: 1, 768: 2, 1024: 3, 1280: 4 }}
        delayMs={3000}
        // swiper's loop moves slides around the DOM, and a moved iframe reloads and loses its video.
        loop={false}
        onSwiper={onSwiper}
        keyOf={(m) => m.id}
        renderItem={(m) => <VideoCard item={m} players={players} />}
      />
    </PressSection>
  );
}
