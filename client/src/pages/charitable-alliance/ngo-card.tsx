import type { NgoCard as NgoCardData } from '@/api/ngo';
import { ResponsiveImage } from '@/components/responsive-image';

export function NgoCard({ card }: { card: NgoCardData }) {
  const csr = card.section === 'csr';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card">
      <div className="aspect-[16/10] overflow-hidden bg-gradient-to-br from-plum-soft via-plum to-rose/70">
        {card.imageUrl && (
          <ResponsiveImage
            src={card.imageUrl}
            alt={card.title}
            width={800}
            height={500}
            sizes="(min-width: 1200px) 564px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className={`text-xl font-bold text-plum sm:text-2xl ${csr ? 'self-start rounded-lg bg-gold px-3 py-1' : ''}`}>{card.title}</h3>
        {card.label && <p className="mt-3 text-sm font-bold uppercase tracking-wide text-gold-deep">{card.label}</p>}
        {card.description && <p className="mt-3 text-muted">{card.description}</p>}
        {card.subtitle && <p className="mt-5 font-display text-lg font-semibold text-plum">{card.subtitle}</p>}
        {card.highlights.length > 0 && (
          <ul className="mt-3 space-y-2">
            {card.highlights.map((h, i) => (
              <li key={`${h.title}-${i}`} className="flex gap-2 text-sm text-ink">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold" />
                <span>
                  <strong className="font-semibold text-plum">{h.title}</strong>
                  {h.content && <>: {h.content}</>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
