import { SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';

/** Kept short (issue #13): on a phone the live podium under it must be in the first screen. */
export function ContestantsHero() {
  return (
    <PageHero
      variant="compact"
      title="Meet the Contestants"
      eyebrow={
        <>
          Season <span className="figures">{SEASON}</span> · Voting is open
        </>
      }
    >
      Discover this season’s contestants and vote for your favourite to help her reach the crown.
    </PageHero>
  );
}
