import type { CompetitionSection as Section } from '@/api/competition';
import type { Chapter } from './chapters';
import { ResponsiveImage } from '@/components/responsive-image';

interface CompetitionChapterProps {
  chapter: Chapter;
  /** The page title names the images (SPEC: alt from the page title). */
  pageTitle: string;
  /** Its number among the text chapters, printed like a chapter number. */
  number: number;
  index: number;
}

/** Splits admin text on blank lines or single line breaks into paragraphs. */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

interface SectionImageProps {
  image: Section;
  pageTitle: string;
  /** The figure's CSS width per viewport, for choosing the image variant. */
  sizes: string;
  className?: string;
}

function SectionImage({ image, pageTitle, sizes, className = '' }: SectionImageProps) {
  return (
    <figure className={`overflow-hidden rounded-lg bg-gradient-to-br from-plum-soft via-plum to-rose/70 shadow-card ${className}`}>
      <ResponsiveImage
        src={image.src}
        alt={pageTitle}
        width={1200}
        height={675}
        sizes={sizes}
        className="aspect-video h-auto w-full object-cover"
      />
    </figure>
  );
}

/**
 * One chapter of the competition: its number, title and picture in a narrow column (held in view
 * on wide screens while the text scrolls), the text or the timeline in the wide one.
 */
export function CompetitionChapter({ chapter, pageTitle, number, index }: CompetitionChapterProps) {
  if (chapter.kind === 'image') {
    return (
      <SectionImage
        image={chapter.image}
        pageTitle={pageTitle}
        sizes="(min-width: 800px) 768px, calc(100vw - 32px)"
        className="mx-auto max-w-3xl"
      />
    );
  }
  const { section, image } = chapter;
  const headingId = `competition-section-${index}`;
  return (
    <section
      aria-labelledby={section.title ? headingId : undefined}
      className="grid gap-6 border-t border-plum/15 pt-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:pt-10"
    >
      <div className="lg:sticky lg:top-36 lg:self-start">
        <p aria-hidden="true" className="figures text-sm font-semibold tracking-[0.2em] text-gold-deep">
          {String(number).padStart(2, '0')}
        </p>
        {section.title && (
          <h2 id={headingId} className="mt-2 text-3xl font-bold text-plum sm:text-4xl">
            {section.title}
          </h2>
        )}
        <span aria-hidden="true" className="mt-4 block h-0.5 w-12 bg-gold" />
        {image && (
          <SectionImage
            image={image}
            pageTitle={pageTitle}
            sizes="(min-width: 1200px) 456px, (min-width: 1024px) calc(41.7vw - 43px), calc(100vw - 32px)"
            className="mt-6"
          />
        )}
      </div>
      <div>{section.type === 'content-list' ? <Timeline section={section} /> : <Prose text={section.text ?? ''} />}</div>
    </section>
  );
}

function Prose({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-ink sm:text-lg">
      {paragraphs(text).map((p, i) => (
        <p key={i} className={i === 0 ? 'text-lg text-plum sm:text-xl' : ''}>
          {p}
        </p>
      ))}
    </div>
  );
}

/**
 * A list section read as a sequence (rounds, the road to the finale): a gold rail with numbered
 * stops. The numbers are CSS counters, so the label's text stays exactly the admin's.
 */
function Timeline({ section }: { section: Section }) {
  const items = section.items ?? [];
  if (items.length === 0) return null;
  return (
    <dl className="[counter-reset:step]">
      {items.map((item) => (
        <div
          key={item._id}
          className="relative pb-7 pl-14 before:absolute before:top-10 before:bottom-1 before:left-[1.1rem] before:w-px before:bg-gold/50 last:pb-0 last:before:hidden"
        >
          <dt className="pt-1 font-display text-xl font-bold text-plum [counter-increment:step] after:absolute after:top-0 after:left-0 after:flex after:size-9 after:items-center after:justify-center after:rounded-full after:bg-plum after:font-sans after:text-sm after:font-semibold after:text-gold after:tabular-nums after:content-[counter(step,decimal-leading-zero)]">
            {item.label}
          </dt>
          <dd className="mt-1 leading-relaxed text-ink">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
