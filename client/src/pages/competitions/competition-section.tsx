import type { CompetitionSection as Section } from '@/api/competition';

interface CompetitionSectionProps {
  section: Section;
  /** The page title names the images (SPEC: alt from the page title). */
  pageTitle: string;
  index: number;
}

/** Splits admin text on blank lines or single line breaks into paragraphs. */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

export function CompetitionSection({ section, pageTitle, index }: CompetitionSectionProps) {
  if (section.type === 'content') {
    return (
      <section aria-labelledby={`competition-section-${index}`} className="rounded-2xl bg-white p-6 shadow-card sm:p-10">
        <h2 id={`competition-section-${index}`} className="text-2xl font-bold text-plum sm:text-3xl">
          {section.title}
        </h2>
        <span aria-hidden="true" className="mt-3 block h-0.5 w-12 bg-gold" />
        <div className="mt-5 space-y-4 text-base leading-relaxed text-ink sm:text-lg">
          {paragraphs(section.text ?? '').map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </section>
    );
  }

  if (section.type === 'content-list') {
    const items = section.items ?? [];
    return (
      <section aria-labelledby={`competition-section-${index}`} className="rounded-2xl bg-white p-6 shadow-card sm:p-10">
        <h2 id={`competition-section-${index}`} className="text-2xl font-bold text-plum sm:text-3xl">
          {section.title}
        </h2>
        <span aria-hidden="true" className="mt-3 block h-0.5 w-12 bg-gold" />
        {items.length > 0 && (
          <dl className="mt-6 divide-y divide-lilac/60">
            {items.map((item) => (
              <div key={item._id} className="grid gap-1 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-6">
                <dt className="font-bold text-plum">{item.label}</dt>
                <dd className="leading-relaxed text-ink">{item.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    );
  }

  if (!section.src) return null;
  return (
    <figure className="overflow-hidden rounded-2xl shadow-card">
      <img src={section.src} alt={pageTitle} width={1200} height={675} loading="lazy" className="aspect-video h-auto w-full object-cover" />
    </figure>
  );
}
