import { SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';

export default function CompetitionsPage() {
  return (
    <PageHero eyebrow={`Season ${SEASON}`} title="The Competition">
      From grooming sessions to the grand finale in Mumbai, here is how the journey to the crown unfolds.
    </PageHero>
  );
}
