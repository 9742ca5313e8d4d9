import { IMAGE_GALLERY_INITIAL } from '@pageant/common';
import { useState } from 'react';
import type { MediaItem } from '@/api/media';
import { Button } from '@/components/button';
import { MediaFigure } from './media-figure';
import { PressSection } from './press-section';

/**
 * Frames of a masonry wall, repeated in turn. Each frame has a fixed ratio, so a picture has its
 * box before it loads; the variety of ratios is what makes the columns stagger.
 */
const FRAMES = [
  { aspect: 'aspect-[4/5]', width: 600, height: 750 },
  { aspect: 'aspect-square', width: 600, height: 600 },
  { aspect: 'aspect-[3/4]', width: 600, height: 800 },
  { aspect: 'aspect-[5/4]', width: 600, height: 480 },
  { aspect: 'aspect-square', width: 600, height: 600 },
  { aspect: 'aspect-[4/5]', width: 600, height: 750 },
  { aspect: 'aspect-[5/4]', width: 600, height: 480 },
] as const;

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
      tone="paper"
    >
      <ul id="image-gallery-list" className="columns-2 gap-3 sm:columns-3 sm:gap-4 lg:columns-4" aria-label="Image gallery">
        {shown.map((m, i) => {
          const frame = FRAMES[i % FRAMES.length] ?? FRAMES[0];
          return (
            <li key={m.id} className="mb-3 break-inside-avoid sm:mb-4">
              <MediaFigure
                item={m}
                width={frame.width}
                height={frame.height}
                aspect={frame.aspect}
                caption={false}
                sizes="(min-width: 1200px) 276px, (min-width: 1024px) calc(25vw - 24px), (min-width: 640px) calc(33vw - 26px), calc(50vw - 22px)"
              />
            </li>
          );
        })}
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
