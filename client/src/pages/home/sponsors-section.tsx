import type { SponsorLogo } from '@pageant/common/content/home';
import { HOME_API } from './first-screen';
import { LogoCarouselSection } from './logo-carousel-section';
import { ResponsiveImage } from '@/components/responsive-image';

const logoAlt = (logo: SponsorLogo) => logo.alt || logo.altText || 'Sponsor logo';

const selectLogos = (answer: { data?: SponsorLogo[] } | null): SponsorLogo[] => answer?.data ?? [];

/** SPEC §9: 4 logos, 3 below 768 px, 2 below 480 px, every 3 s. Hidden when there are none. */
export function SponsorsSection() {
  return (
    <LogoCarouselSection
      path={HOME_API.sponsors}
      select={selectLogos}
      what="sponsor logos"
      headingId="home-sponsors"
      eyebrow="With thanks"
      title="Our sponsors"
      subtitle="The partners who make Season 10 possible, from grooming studios to the grand finale stage."
      sectionClassName="bg-white py-16 lg:py-20"
      skeletonClassName="h-28"
      carousel={{
        label: 'Sponsors',
        delayMs: 3000,
        keyOf: (logo) => logo._id,
        className: 'text-plum',
        renderItem: (logo) => <SponsorCard logo={logo} />,
      }}
    />
  );
}

function SponsorCard({ logo }: { logo: SponsorLogo }) {
  // Logos are contained, not cropped: a cut-off wordmark misrepresents the sponsor.
  const img = (
    <ResponsiveImage
      src={logo.url}
      alt={logoAlt(logo)}
      width={240}
      height={120}
      sizes="(min-width: 1200px) 238px, (min-width: 768px) calc(25vw - 50px), (min-width: 480px) calc(33vw - 48px), calc(50vw - 48px)"
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
