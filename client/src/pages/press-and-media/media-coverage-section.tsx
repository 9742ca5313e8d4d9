import type { MediaItem } from '@/api/media';
import { Carousel } from '@/components/carousel';
import { MediaFigure } from './media-figure';
import { PressSection } from './press-section';

export function MediaCoverageSection({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="media-coverage-heading"
      eyebrow="In the news"
      title="Media Coverage"
      subtitle="From Mumbai dailies to community papers in New Jersey and New York, the stories that followed our queens."
    >
      <Carousel
        items={items}
        label="Media coverage"
        slidesAt={{ 0: 1, 640: 1, 768: 2, 1024: 3 }}
        delayMs={2000}
        loop
        keyOf={(m) => m.id}
        renderItem={(m) => <MediaFigure item={m} width={1000} height={750} aspect="aspect-[4/3]" />}
      />
    </PressSection>
  );
}
