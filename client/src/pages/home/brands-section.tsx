import { SEASON } from '@pageant/common';
import { getHomeBrands } from '@/api/home-brands';
import { SectionHeading } from '@/components/section-heading';
import { LazyCarousel } from './lazy-carousel';
import { SkeletonRow } from './skeleton-row';
import { useApiData } from './use-api-data';

/** Brand endorsement campaigns our titleholders front; SPEC §9: 4 slides every 2.5 s (fewer on small screens). */
export function BrandsSection() {
  const state = useApiData(getHomeBrands, 'brand endorsements');
  if (state.status === 'error') return null;
  const brands = state.status === 'ready' && Array.isArray(state.data) ? state.data : [];
  if (state.status === 'ready' && brands.length === 0) return null;

  return (
    <section aria-labelledby="home-brands" className="on-dark bg-plum py-16 text-ivory lg:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="home-brands"
          tone="dark"
          eyebrow="Brand endorsements"
          title="Faces of the brands we work with"
          subtitle="Our contestants and titleholders star in campaigns for fashion, beauty and lifestyle labels: real endorsements, real portfolios."
        />
        {state.status === 'loading' ? (
          <SkeletonRow count={4} className="aspect-[2/1] bg-plum-soft/60" />
        ) : (
          <LazyCarousel
            fallback={<SkeletonRow count={4} className="aspect-[2/1] bg-plum-soft/60" />}
            items={brands}
            label="Brand endorsements"
            slidesAt={{ 0: 2, 480: 3, 768: 4 }}
            delayMs={2500}
            keyOf={(brand) => brand._id}
            className="text-ivory"
            renderItem={(brand, i) => (
              <div className="aspect-[2/1] overflow-hidden rounded-2xl bg-ivory p-3 shadow-card">
                <img
                  src={brand.image}
                  alt={`Season ${SEASON} brand endorsement campaign, image ${i + 1}`}
                  width={400}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </div>
            )}
          />
        )}
      </div>
    </section>
  );
}
