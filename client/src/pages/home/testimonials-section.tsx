import type { Testimonial } from '@pageant/common/content/home';
import { Quote } from './icons';
import { ApiError } from '@/api/http';
import { Carousel } from '@/components/carousel';
import { SectionHeading } from '@/components/section-heading';
import { HOME_API } from './first-screen';
import { SkeletonRow } from './skeleton-row';
import { useApiData } from './use-api-data';
import { ResponsiveImage } from '@/components/responsive-image';
import { initials } from '@/components/format';

/** SPEC §8: a server that answers badly vs a request that never got an answer. */
export const TESTIMONIALS_MSG = { failed: 'Failed to fetch testimonials', network: 'Network error' } as const;

/** SPEC §9: 4 slides, 3 below 1024 px, 2 below 768 px, 1 below 480 px, every 4 s. */
export function TestimonialsSection() {
  const state = useApiData<{ data?: Testimonial[] } | null>(HOME_API.testimonials, 'testimonials');
  const items = state.status === 'ready' ? (state.data?.data ?? []) : [];
  if (state.status === 'ready' && items.length === 0) return null;

  return (
    <section aria-labelledby="home-testimonials" className="bg-ivory py-16 lg:py-24">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="home-testimonials"
          eyebrow="In their words"
          title="Stories from our sisterhood"
          subtitle="Contestants and titleholders from past seasons on what the journey gave them."
        />
        {state.status === 'loading' && <SkeletonRow count={4} className="h-72 bg-white" />}
        {state.status === 'error' && (
          <p role="alert" className="text-center font-medium text-red-700">
            {state.error instanceof ApiError ? TESTIMONIALS_MSG.failed : TESTIMONIALS_MSG.network}
          </p>
        )}
        {state.status === 'ready' && (
          <Carousel
            items={items}
            label="Testimonials"
            slidesAt={{ 0: 1, 480: 2, 768: 3, 1024: 4 }}
            delayMs={4000}
            keyOf={(t) => t._id}
            className="text-plum"
            renderItem={(t) => <TestimonialCard testimonial={t} />}
          />
        )}
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card">
      <Quote className="size-7 text-gold" aria-hidden="true" />
      <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-ink sm:text-base">{t.text}</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {t.imageUrl ? (
          <ResponsiveImage
            src={t.imageUrl}
            alt={t.name}
            width={56}
            height={56}
            sizes="56px"
            className="size-14 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-plum to-rose font-display text-lg font-bold text-gold-light"
          >
            {initials(t.name)}
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-semibold text-plum">{t.name}</span>
          {t.place && <span className="block text-sm text-muted">{t.place}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
