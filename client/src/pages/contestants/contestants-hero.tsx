import { SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';
import { IstTime } from '@/components/season/zoned-time';
import { useEventView } from '@/stores/event-status';

/**
 * Kept short (issue #13): on a phone the live podium under it must be in the first screen. When the
 * schedule sets a close, it is stated here in IST from the first HTML (issue #32); the countdown band
 * under the hero counts down to it in her own time.
 */
export function ContestantsHero() {
  const { isActive, schedule } = useEventView();
  const closesAt = isActive ? (schedule?.closesAt ?? null) : null;
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
      {closesAt && (
        <span data-testid="voting-closes" className="mt-1 block font-semibold text-ivory sm:mt-2">
          Voting closes <IstTime iso={closesAt} className="figures" />
        </span>
      )}
    </PageHero>
  );
}
