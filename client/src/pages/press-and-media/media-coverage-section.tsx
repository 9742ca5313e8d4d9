import type { MediaItem } from '@/api/media';
import { Carousel } from '@/components/carousel';
import { captionedAlt, MediaFigure } from './media-figure';
import { PressSection } from './press-section';
import { ResponsiveImage } from '@/components/responsive-image';

const HEADLINE_SIZES =
  '(min-width: 1200px) 368px, (min-width: 1024px) calc(33vw - 32px), (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)';

/** The first clipping leads the department as the lead story; the rest follow in the carousel. */
export function MediaCoverageSection({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  const [lead, ...rest] = items as [MediaItem, ...MediaItem[]];
  return (
    <PressSection
      id="media-coverage-heading"
      eyebrow="In the news"
      title="Media Coverage"
      subtitle="From Mumbai dailies to community papers in New Jersey and New York, the stories that followed our queens."
    >
      <LeadStory item={lead} />
      {rest.length > 0 && (
        <div className="mt-12 border-t border-plum/15 pt-6">
          <p className="mb-5 text-xs font-semibold uppercase tracking-[0.25em] text-gold-deep">More headlines</p>
          <Carousel
            items={rest}
            label="More headlines"
            slidesAt={{ 0: 1, 640: 1, 768: 2, 1024: 3 }}
            delayMs={2000}
            loop
            keyOf={(m) => m.id}
            renderItem={(m) => <MediaFigure item={m} width={1000} height={750} aspect="aspect-[4/3]" sizes={HEADLINE_SIZES} />}
          />
        </div>
      )}
    </PressSection>
  );
}

function LeadStory({ item }: { item: MediaItem }) {
  return (
    <figure className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12">
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-gradient-to-br from-plum-soft via-plum to-rose/70 shadow-card">
        {item.image && (
          <ResponsiveImage
            src={item.image}
            alt={captionedAlt(item)}
            width={1000}
            height={750}
            sizes="(min-width: 1200px) 644px, (min-width: 1024px) calc(58vw - 42px), calc(100vw - 32px)"
            className="size-full object-cover"
          />
        )}
      </div>
      {item.title && (
        <figcaption>
          <span className="text-xs font-semibold uppercase tracking-[0.25em] text-rose-deep">Lead story</span>
          <span className="mt-3 block font-display text-3xl leading-tight font-bold text-plum sm:text-4xl">{item.title}</span>
          <span aria-hidden="true" className="mt-5 block h-0.5 w-16 bg-gold" />
        </figcaption>
      )}
    </figure>
  );
}
