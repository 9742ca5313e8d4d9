import type { MediaItem } from '@/api/media';
import { Caption, captionedAlt } from './media-figure';
import { PressSection } from './press-section';
import { ResponsiveImage } from '@/components/responsive-image';

// A hand-stacked news-stand: covers lean a little, alternately, and straighten under the pointer.
const LEAN = ['-rotate-1', 'rotate-1', 'rotate-0', 'rotate-1', '-rotate-1', 'rotate-0'] as const;

/** The shoot items are the magazine covers our titleholders appeared on, shown as a wall of covers. */
export function CoverPageSection({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="cover-page-heading"
      eyebrow="On the news-stand"
      title="Cover Page"
      subtitle="The magazine covers that carried our titleholders' stories of grace, grit and giving back."
      tone="dark"
    >
      <ul className="grid grid-cols-2 gap-x-5 gap-y-10 sm:grid-cols-3 lg:grid-cols-6 lg:gap-x-6" aria-label="Magazine covers">
        {items.map((m, i) => (
          <li key={m.id}>
            <figure className="group h-full">
              <div
                className={`aspect-[3/4] overflow-hidden rounded-sm bg-gradient-to-br from-plum-soft via-plum to-gold/60 shadow-[0_18px_30px_-12px_rgb(0_0_0/0.6)] ring-1 ring-gold/30 transition-transform duration-300 group-hover:rotate-0 group-hover:-translate-y-1 motion-reduce:transition-none ${LEAN[i % LEAN.length]}`}
              >
                {m.image && (
                  <ResponsiveImage
                    src={m.image}
                    alt={captionedAlt(m)}
                    width={750}
                    height={1000}
                    sizes="(min-width: 1200px) 172px, (min-width: 1024px) calc(16.7vw - 28px), (min-width: 640px) calc(33vw - 30px), calc(50vw - 26px)"
                    className="size-full object-cover"
                  />
                )}
              </div>
              <span aria-hidden="true" className="mt-3 block h-1 rounded-full bg-gradient-to-r from-gold/10 via-gold/70 to-gold/10" />
              {m.title && <Caption title={m.title} tone="dark" split className="mt-3 text-sm" />}
            </figure>
          </li>
        ))}
      </ul>
    </PressSection>
  );
}
