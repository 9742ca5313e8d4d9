import type { MediaItem } from '@/api/media';
import { mediaAlt } from './media-figure';
import { PressSection } from './press-section';

/** The shoot items are the magazine covers our titleholders appeared on, shown like a news-stand. */
export function CoverPageSection({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <PressSection
      id="cover-page-heading"
      eyebrow="On the news-stand"
      title="Cover Page"
      subtitle="The magazine covers that carried our titleholders' stories of grace, grit and giving back."
    >
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3" aria-label="Magazine covers">
        {items.map((m) => (
          <li key={m.id}>
            <figure className="group h-full">
              <div className="aspect-[3/4] overflow-hidden rounded-md bg-gradient-to-br from-plum via-plum-soft to-gold/60 shadow-card ring-1 ring-gold/30 transition-transform duration-300 group-hover:-translate-y-1 group-hover:rotate-[-1deg] motion-reduce:transition-none motion-reduce:group-hover:transform-none">
                {m.image && (
                  <img
                    src={m.image}
                    alt={mediaAlt(m)}
                    width={750}
                    height={1000}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                )}
              </div>
              {m.title && <figcaption className="mt-3 text-center text-sm text-muted">{m.title}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </PressSection>
  );
}
