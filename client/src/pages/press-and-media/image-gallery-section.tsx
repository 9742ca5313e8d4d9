import { IMAGE_GALLERY_INITIAL } from '@pageant/common';
import { useState } from 'react';
import type { MediaItem } from '@/api/media';
import { Button } from '@/components/button';
import { MediaFigure } from './media-figure';
import { PressSection } from './press-section';

export function ImageGallerySection({ items }: { items: MediaItem[] }) {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, IMAGE_GALLERY_INITIAL);
  const hasMore = items.length > IMAGE_GALLERY_INITIAL;
  return (
    <PressSection
      id="image-gallery-heading"
      eyebrow="Gallery"
      title="Image Gallery"
      subtitle="Rehearsals, sash ceremonies, service days and the crowning night itself."
    >
      <ul id="image-gallery-list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-label="Image gallery">
        {shown.map((m) => (
          <li key={m.id}>
            <MediaFigure item={m} width={600} height={600} aspect="aspect-square" caption={false} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline-dark" aria-expanded={expanded} aria-controls="image-gallery-list" onClick={() => setExpanded((e) => !e)}>
            {expanded ? 'Show Less' : 'Show More'}
          </Button>
        </div>
      )}
    </PressSection>
  );
}
