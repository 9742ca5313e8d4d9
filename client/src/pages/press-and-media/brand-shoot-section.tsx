import type { Swiper as SwiperInstance } from 'swiper/types';
import type { MediaItem } from '@/api/media';
import { Carousel } from '@/components/carousel';
import { MediaFigure } from './media-figure';
import { PressSection } from './press-section';

export function BrandShootSection({ items, onSwiper }: { items: MediaItem[]; onSwiper: (swiper: SwiperInstance) => void }) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="brand-shoot-heading"
      eyebrow="Campaigns"
      title="Brand Shoot"
      subtitle="Jewellers, cosmetics houses and heritage weavers who styled our finalists for their campaigns."
      tone="paper"
    >
      <Carousel
        items={items}
        label="Brand campaigns"
        slidesAt={{ 0: 1, 768: 3, 1024: 4 }}
        delayMs={3000}
        onSwiper={onSwiper}
        keyOf={(m) => m.id}
        renderItem={(m) => (
          <MediaFigure
            item={m}
            width={750}
            height={1000}
            aspect="aspect-[3/4]"
            split
            sizes="(min-width: 1200px) 270px, (min-width: 1024px) calc(25vw - 30px), (min-width: 768px) calc(33vw - 32px), calc(100vw - 32px)"
          />
        )}
      />
    </PressSection>
  );
}
