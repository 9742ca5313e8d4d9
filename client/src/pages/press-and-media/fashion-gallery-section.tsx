import type { MediaItem } from '@/api/media';
import { MediaFigure } from './media-figure';
import { PressSection } from './press-section';

/**
 * Wide-screen columns for the runway spread: the lead look fills a 2 by 2 block and the others follow.
 * Three columns when that fills every row exactly (two looks beside the lead, then rows of three),
 * else four (four looks beside the lead, then rows of four).
 */
export const spreadColumns = (count: number): 3 | 4 => (count > 3 && (count - 3) % 3 === 0 && (count - 5) % 4 !== 0 ? 3 : 4);

/** A runway spread: the first look leads at twice the size; every other frame keeps a photograph's 3:4. */
export function FashionGallerySection({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  const cols = spreadColumns(items.length);
  // Below lg the looks after the lead go two by two; an odd one out closes the spread at full width.
  const closingWide = items.length > 1 && (items.length - 1) % 2 === 1;
  return (
    <PressSection
      id="fashion-gallery-heading"
      eyebrow="On the runway"
      title="Fashion Gallery"
      subtitle="Couture gowns, handloom sarees and Indo-western fusion from the Season's most celebrated walks."
    >
      <ul
        className={`grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 ${cols === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
        aria-label="Fashion gallery"
      >
        {items.map((m, i) =>
          i === 0 ? (
            <li key={m.id} className="col-span-2 lg:row-span-2">
              {/* On wide screens the lead's frame takes the height of the two rows beside it instead of its own ratio. */}
              <MediaFigure
                item={m}
                width={750}
                height={1000}
                aspect="aspect-[3/4]"
                frameClassName="lg:aspect-auto lg:flex-1"
                sizes="(min-width: 1200px) 760px, (min-width: 1024px) 64vw, calc(100vw - 32px)"
              />
            </li>
          ) : (
            <li key={m.id} className={closingWide && i === items.length - 1 ? 'col-span-2 lg:col-span-1' : undefined}>
              <MediaFigure
                item={m}
                width={750}
                height={1000}
                aspect="aspect-[3/4]"
                sizes="(min-width: 1200px) 368px, (min-width: 1024px) 31vw, calc(50vw - 28px)"
              />
            </li>
          ),
        )}
      </ul>
    </PressSection>
  );
}
