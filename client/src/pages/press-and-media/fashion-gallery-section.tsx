import type { MediaItem } from '@/api/media';
import { MediaFigure } from './media-figure';
import { PressSection } from './press-section';

export function FashionGallerySection({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="fashion-gallery-heading"
      eyebrow="On the runway"
      title="Fashion Gallery"
      subtitle="Couture gowns, handloom sarees and Indo-western fusion from the Season's most celebrated walks."
      tone="dark"
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Fashion gallery">
        {items.map((m) => (
          <li key={m.id}>
            <MediaFigure item={m} width={750} height={1000} aspect="aspect-[3/4]" />
          </li>
        ))}
      </ul>
    </PressSection>
  );
}
