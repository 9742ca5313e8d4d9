import type { NgoCard as NgoCardData } from '@/api/ngo';
import { SectionHeading } from '@/components/section-heading';
import { NgoCard } from './ngo-card';

export function NgoCardsSection({ cards, loading }: { cards: NgoCardData[]; loading: boolean }) {
  if (!loading && cards.length === 0) return null;
  return (
    <section aria-labelledby="initiatives-heading" className="bg-ivory">
      <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="initiatives-heading"
          eyebrow="Where your gift goes"
          title="Our Initiatives"
          subtitle="The programmes our titleholders lead through the year, and the partners who make them possible."
        />
        {loading ? (
          <div aria-hidden="true" className="grid gap-6 md:grid-cols-2">
            {[0, 1].map((i) => (
              <div key={i} className="h-[28rem] animate-pulse rounded-3xl bg-lilac/60 motion-reduce:animate-none" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {cards.map((c) => (
              <li key={c._id}>
                <NgoCard card={c} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
