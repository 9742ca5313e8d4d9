import { PageHero } from '@/components/page-hero';

export default function AboutUsPage() {
  return (
    <PageHero eyebrow="Who we are" title="About Us">
      We are an Indo-US alliance that empowers women through pageantry, celebrating confidence, culture and purpose.
    </PageHero>
  );
}
