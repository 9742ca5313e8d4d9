import type { SponsorLogo } from '@pageant/common/content/home';
import { getSponsorLogos } from '@/api/sponsors';
import { SectionHeading } from '@/components/section-heading';
import { LazyCarousel } from './lazy-carousel';
import { SkeletonRow } from './skeleton-row';
import { useApiData } from './use-api-data';

const logoAlt = (logo: SponsorLogo) => logo.alt || logo.altText || 'Sponsor logo';

/** SPEC §9: 4 logos, 3 below 768 px, 2 below 480 px, every 3 s. Hidden when there are none. */
export function SponsorsSection() {
  const state = useApiData(getSponsorLogos, 'sponsor logos');
  if (state.status === 'error') return null;
  const logos = state.status === 'ready' ? (state.data.data ?? []) : [];
  if (state.status === 'ready' && logos.length === 0) return null;

  return (
    <section aria-labelledby="home-sponsors" className="bg-white py-16 lg:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="home-sponsors"
          eyebrow="With thanks"
          title="Our sponsors"
          subtitle="The partners who make Season 10 possible, from grooming studios to the grand finale stage."
        />
        {state.status === 'loading' ? (
          <SkeletonRow count={4} className="h-28" />
        ) : (
          <LazyCarousel
            fallback={<SkeletonRow count={4} className="h-28" />}
            items={logos}
            label="Sponsors"
            slidesAt={{ 0: 2, 480: 3, 768: 4 }}
            delayMs={3000}
            keyOf={(logo) => logo._id}
            className="text-plum"
            renderItem={(logo) => <SponsorCard logo={logo} />}
          />
        )}
      </div>
    </section>
  );
}

function SponsorCard({ logo }: { logo: SponsorLogo }) {
  // Logos are contained, not cropped: a cut-off wordmark misrepresents the sponsor.
  const img = (
    <img
      src={logo.url}
      alt={logoAlt(logo)}
      width={240}
      height={120}
      loading="lazy"
      decoding="async"
      className="h-20 w-full object-contain"
    />
  );
  const frame = 'flex h-28 items-center justify-center rounded-2xl border border-lilac/60 bg-white p-4 shadow-card';
  if (!logo.href) return <div className={frame}>{img}</div>;
  return (
    <a
      href={logo.href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${frame} transition-transform duration-200 hover:-translate-y-0.5`}
    >
      {img}
    </a>
  );
}
