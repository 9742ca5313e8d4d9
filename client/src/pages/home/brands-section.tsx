import { SEASON } from '@pageant/common';
import type { HomeBrand } from '@pageant/common/content/home';
import { HOME_API } from './first-screen';
import { LogoCarouselSection } from './logo-carousel-section';
import { ResponsiveImage } from '@/components/responsive-image';

const selectBrands = (brands: HomeBrand[] | null): HomeBrand[] => (Array.isArray(brands) ? brands : []);

/** Brand endorsement campaigns our titleholders front; SPEC §9: 4 slides every 2.5 s (fewer on small screens). */
export function BrandsSection() {
  return (
    <LogoCarouselSection
      path={HOME_API.brands}
      select={selectBrands}
      what="brand endorsements"
      headingId="home-brands"
      tone="dark"
      eyebrow="Brand endorsements"
      title="Faces of the brands we work with"
      subtitle="Our contestants and titleholders star in campaigns for fashion, beauty and lifestyle labels: real endorsements, real portfolios."
      sectionClassName="on-dark bg-plum py-16 text-ivory lg:py-20"
      skeletonClassName="aspect-[2/1] bg-plum-soft/60"
      carousel={{
        label: 'Brand endorsements',
        delayMs: 2500,
        keyOf: (brand) => brand._id,
        className: 'text-ivory',
        renderItem: (brand, i) => (
          <div className="aspect-[2/1] overflow-hidden rounded-2xl bg-ivory p-3 shadow-card">
            <ResponsiveImage
              src={brand.image}
              alt={`Season ${SEASON} brand endorsement campaign, image ${i + 1}`}
              width={400}
              height={200}
              sizes="(min-width: 1200px) 246px, (min-width: 768px) calc(25vw - 42px), (min-width: 480px) calc(33vw - 40px), calc(50vw - 40px)"
              className="size-full object-contain"
            />
          </div>
        ),
      }}
    />
  );
}
