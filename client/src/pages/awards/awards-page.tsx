import { PageHero } from '@/components/page-hero';
import { AwardCategories } from './award-categories';
import { AwardsCeremony } from './awards-ceremony';
import { AwardsHighlights } from './awards-highlights';
import { TrophyEmblem } from './trophy-emblem';

export default function AwardsPage() {
  return (
    <>
      <PageHero
        variant="stage"
        eyebrow="International Business Excellence Award of Asia"
        title="Asia Excellence Award"
        aside={<TrophyEmblem className="drop-shadow-[0_0_24px_rgb(201_162_39/0.45)]" />}
      >
        An evening that honours the entrepreneurs and leaders shaping business across Asia.
      </PageHero>
      <AwardsCeremony />
      <AwardCategories />
      <AwardsHighlights />
    </>
  );
}
