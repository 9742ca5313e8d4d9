import { PageHero } from '@/components/page-hero';
import { AwardCategories } from './award-categories';
import { AwardsCeremony } from './awards-ceremony';
import { AwardsHighlights } from './awards-highlights';

export default function AwardsPage() {
  return (
    <>
      <PageHero eyebrow="International Business Excellence Award of Asia" title="Asia Excellence Award">
        An evening that honours the entrepreneurs and leaders shaping business across Asia.
      </PageHero>
      <AwardsCeremony />
      <AwardCategories />
      <AwardsHighlights />
    </>
  );
}
