import { PageHero } from '@/components/page-hero';
import { AboutCharity } from './about-charity';
import { AboutCta } from './about-cta';
import { AboutGains } from './about-gains';
import { AboutMission } from './about-mission';
import { AboutStats } from './about-stats';
import { AboutStory } from './about-story';

export default function AboutUsPage() {
  return (
    <>
      <PageHero variant="split" eyebrow="Who we are" title="About Us" aside={<AboutStats />}>
        We are an Indo-US alliance that empowers women through pageantry, celebrating confidence, culture and purpose.
      </PageHero>
      <AboutStory />
      <AboutMission />
      <AboutGains />
      <AboutCharity />
      <AboutCta />
    </>
  );
}
