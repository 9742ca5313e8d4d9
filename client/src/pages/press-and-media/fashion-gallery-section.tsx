import type { MediaItem } from '@/api/media';
import { MediaFigure } from './media-figure';
import { PressSection } from './press-section';

/**
 * A runway spread: the first look leads at twice the size, the others line up beside and below it.
 * Every frame keeps the 3:4 of a full-length photograph.
 */
export function FashionGallerySection({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="fashion-gallery-heading"
      eyebrow="On the runway"
      title="Fashion Gallery"
      subtitle="Couture gowns, handloom sarees and Indo-western fusion from the Season's most celebrated walks."
    >
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4" aria-label="Fashion gallery">
        {items.map((m, i) => (
          <li key={m.id} className={i === 0 ? 'col-span-2 lg:row-span-2' : ''}>
            <MediaFigure item={m} width={750} height={1000} aspect="aspect-[3/4]" />
          </li>
        ))}
      </ul>
    </PressSection>
  );
}
