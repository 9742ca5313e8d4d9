import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import type { LiveCandidate } from '@/api/live-votes';
import { HiddenCount } from '@/components/finale/hidden-count';
import { Button } from '@/components/button';
import { MaskIcon } from '@/components/mask-icon';
import { CategoryChip, CityName } from './category-chip';
import { CandidatePhoto, PORTRAIT_BOX } from './candidate-photo';
import { votePagePath } from './format';
import { ShareButtons } from './share-buttons';
import { VoteCount } from './vote-count';

// Shared by the card and its skeleton so both keep the same box (issue #14, CLS). Two name lines and
// the city's line are always held: in the phone's two columns a long name wraps, and a card must not
// outgrow its row. The city sits right under the name, the held space after both.
const body = 'flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4';
const who = 'flex min-h-[calc(2lh+1.375rem)] flex-col text-base leading-snug sm:text-lg';
const cityRow = 'mt-0.5 flex h-5 items-center text-xs text-muted sm:text-sm';
const countRow = 'flex h-7 items-baseline gap-1';
const countText = 'text-lg leading-7 sm:text-xl';
const actions = 'mt-auto flex flex-col items-stretch gap-2';
// Opacity only: a card arriving in its reserved slot must not move (issue #14, CLS).
const FADE_IN = 'transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none';

interface CandidateCardProps {
  candidate: LiveCandidate;
  onVote: (candidate: LiveCandidate) => void;
  /** Counts are hidden from the public (issue #15): no number, whatever the candidate carries. */
  hidden?: boolean;
  /** A pointer or focus on Vote: the modal's code can start loading before the click. */
  onVoteIntent?: () => void;
  /** Fades in as it mounts (CSS @starting-style): for cards that arrive after the first paint, never for the server's. */
  appear?: boolean;
}

/**
 * One contestant in the grid: portrait with her Miss/Mrs chip, name, city, live count, Vote and share.
 * Memoised: the page renders again for its own state (the event status, a re-read, a search), and ten
 * cards rendering with it made one long task on a phone (issue #32); a card renders when her own props change.
 */
export const CandidateCard = memo(function CandidateCard({
  candidate,
  onVote,
  onVoteIntent,
  appear = false,
  hidden = false,
}: CandidateCardProps) {
  const headingId = useId();
  const href = votePagePath(candidate._id);
  return (
    <article
      aria-labelledby={headingId}
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-gold/15 sm:rounded-3xl ${appear ? FADE_IN : ''}`}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <CandidatePhoto
          name={candidate.name}
          imageUrl={candidate.imageUrl}
          size={400}
          portrait
          sizes="(min-width: 1200px) 273px, (min-width: 1024px) calc(25vw - 33px), (min-width: 768px) calc(33vw - 30px), calc(50vw - 22px)"
          className="w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      </Link>
      <div className={body}>
        <div className={who}>
          <h3 id={headingId} className="line-clamp-2 font-bold text-plum">
            <Link to={href} className="hover:text-rose focus-visible:text-rose">
              {candidate.name}
            </Link>
          </h3>
          {/* After her name in reading order, drawn on the photo's corner: it takes no space of its own. */}
          <CategoryChip category={candidate.category} className="absolute top-2 left-2 shadow-card sm:top-3 sm:left-3" />
          <p className={cityRow}>
            <CityName city={candidate.city} />
          </p>
        </div>
        {hidden || candidate.voteCount === null ? (
          <p className={`${countRow} items-center text-sm font-semibold text-muted`}>
            <HiddenCount />
          </p>
        ) : (
          <p className={`${countRow} text-xs text-muted sm:text-sm`}>
            <VoteCount value={candidate.voteCount} className={`${countText} font-bold text-gold-deep`} />
            {candidate.voteCount === 1 ? 'vote' : 'votes'}
          </p>
        )}
        <div className={actions}>
          <Button
            variant="gold"
            className="w-full"
            onClick={() => onVote(candidate)}
            onPointerEnter={onVoteIntent}
            onPointerDown={onVoteIntent}
            onFocus={onVoteIntent}
            aria-label={`Vote for ${candidate.name}`}
          >
            <MaskIcon name="heart" className="size-4" />
            Vote
          </Button>
          <ShareButtons candidate={candidate} compact />
        </div>
      </div>
    </article>
  );
});

/** The classes of a grid cell held for a contestant still to come: the card's shell and box (`card-slot`). */
export const CARD_SLOT = 'card-slot relative rounded-2xl bg-white shadow-card ring-1 ring-gold/10 sm:rounded-3xl';

/**
 * The skeleton's bars in a `CARD_SLOT` cell, each where the skeleton's flow puts it, measured from the bottom
 * edge (the card's body has a fixed height): five boxes instead of the skeleton's eleven (issue #32). Name, city,
 * count, Vote, the share row.
 */
export function CardSlotBars() {
  const bar = 'absolute rounded bg-lilac/60';
  const third = 'w-[calc((100%-24px)/3)] sm:w-[calc((100%-32px)/3)]';
  return (
    <>
      <div
        className={`${bar} bottom-[196px] left-3 h-[22px] w-[calc((100%-24px)*0.75)] sm:bottom-[210.75px] sm:left-4 sm:h-[24.75px] sm:w-[calc((100%-32px)*0.75)]`}
      />
      <div className={`${bar} bottom-[178px] left-3 h-3 ${third} opacity-70 sm:bottom-[192.75px] sm:left-4`} />
      <div className={`${bar} bottom-[116px] left-3 h-7 ${third} sm:bottom-[124px] sm:left-4`} />
      <div className={`${bar} inset-x-3 bottom-16 h-11 rounded-full sm:inset-x-4 sm:bottom-[68px]`} />
      <div
        className={`${bar} inset-x-0 bottom-3 mx-auto h-11 w-37 max-w-[calc(100%-24px)] rounded-full opacity-70 sm:bottom-4 sm:max-w-[calc(100%-32px)]`}
      />
    </>
  );
}

/**
 * Placeholder with the card's exact box (the portrait photo, then one line per row of the card's body at
 * the card's own type sizes), so a card taking its place moves nothing (issue #14, CLS). It pulses: a page
 * is being fetched now. A slot only held for a contestant still to come is `CARD_SLOT` with its bars.
 */
export function CandidateCardSkeleton() {
  const bar = 'rounded bg-lilac/60 animate-pulse motion-reduce:animate-none';
  return (
    <div
      aria-hidden="true"
      data-testid="candidate-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-gold/10 sm:rounded-3xl"
    >
      <div style={PORTRAIT_BOX} className={`w-full rounded-none ${bar}`} />
      <div className={body}>
        <div className={who}>
          <div className={`h-[1lh] w-3/4 ${bar}`} />
          <div className={cityRow}>
            <div className={`h-3 w-1/3 ${bar} opacity-70`} />
          </div>
        </div>
        <div className={`${countRow} w-1/3 ${bar}`} />
        <div className={actions}>
          <div className={`h-11 w-full rounded-full ${bar}`} />
          <div className={`mx-auto h-11 w-37 max-w-full rounded-full ${bar} opacity-70`} />
        </div>
      </div>
    </div>
  );
}
