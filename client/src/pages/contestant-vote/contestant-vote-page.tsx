import { SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';

export default function ContestantVotePage() {
  return (
    <PageHero eyebrow={`Season ${SEASON}`} title="Vote for your favourite">
      Every vote brings her one step closer to the crown.
    </PageHero>
  );
}
