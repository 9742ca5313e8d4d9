import { SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';

export default function ContestantsPage() {
  return (
    <PageHero eyebrow={`Season ${SEASON}`} title="Meet the Contestants">
      Discover this season’s contestants and vote for your favourite to help her reach the crown.
    </PageHero>
  );
}
