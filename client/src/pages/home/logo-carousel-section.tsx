import { Carousel, type CarouselProps } from '@/components/carousel';
import { SectionHeading } from '@/components/section-heading';
import { SkeletonRow } from './skeleton-row';
import { useApiData } from './use-api-data';

// SPEC §9: 4 slides, 3 below 768 px, 2 below 480 px.
const SLIDES_AT = { 0: 2, 480: 3, 768: 4 };

interface LogoCarouselSectionProps<Raw, T> {
  /** The API read (a HOME_API path). */
  path: string;
  /** The list inside the answer; anything unexpected is an empty list. */
  select: (answer: Raw) => T[];
  /** Names the list in the console when it fails to load. */
  what: string;
  headingId: string;
  tone?: 'dark';
  eyebrow: string;
  title: string;
  subtitle: string;
  sectionClassName: string;
  /** Sizes the loading placeholders like the slides, so nothing shifts. */
  skeletonClassName: string;
  carousel: Pick<CarouselProps<T>, 'label' | 'delayMs' | 'keyOf' | 'className' | 'renderItem'>;
}

/** A home page strip of partner images (brand campaigns, sponsor logos); hidden when the list fails or is empty. */
export function LogoCarouselSection<Raw, T>({
  path,
  select,
  what,
  headingId,
  tone,
  eyebrow,
  title,
  subtitle,
  sectionClassName,
  skeletonClassName,
  carousel,
}: LogoCarouselSectionProps<Raw, T>) {
  const state = useApiData<Raw>(path, what);
  if (state.status === 'error') return null;
  const items = state.status === 'ready' ? select(state.data) : [];
  if (state.status === 'ready' && items.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={sectionClassName}>
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading id={headingId} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {state.status === 'loading' ? (
          <SkeletonRow count={4} className={skeletonClassName} />
        ) : (
          <Carousel items={items} slidesAt={SLIDES_AT} {...carousel} />
        )}
      </div>
    </section>
  );
}
