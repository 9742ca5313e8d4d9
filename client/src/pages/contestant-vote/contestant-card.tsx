import type { ReactNode, Ref } from 'react';
import { SEASON } from '@pageant/common';
import { voteCircleSize } from '@pageant/common/content/voting-rules';
import type { LiveCandidate } from '@/api/live-votes';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { FINALE_COPY } from '@/components/finale/hidden-count';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { CategoryChip, CityName } from '@/components/voting/category-chip';
import { prefetchVoteModal } from '@/components/voting/lazy-vote-modal';
import { VoteCircle } from '@/components/voting/vote-circle';

// Shared by the card and its skeleton so the card arriving moves nothing (issue #14, CLS). Exactly two
// grid items, photo box and details: the photo sits in its own box because a <picture> is
// `display: contents`, and its <source> would otherwise take the first column (the empty half of #29).
const cardClass =
  'mx-auto grid max-w-5xl gap-4 rounded-3xl bg-white p-4 shadow-card ring-1 ring-gold/20 sm:p-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-center md:gap-8 lg:gap-12 lg:p-8';
// 4:5 like every card. On a phone as wide as the card allows, but short enough that name, count and
// Vote still fit under it on the first screen; on a laptop as tall as the screen leaves room for.
const photoBox =
  'mx-auto aspect-[4/5] w-full max-w-[max(12rem,calc((100svh_-_27rem)_*_0.8))] md:w-72 md:max-w-none lg:w-[min(28rem,calc((100svh_-_21rem)_*_0.8))]';
const PHOTO_SIZES = '(min-width: 1024px) 448px, (min-width: 768px) 288px, (min-width: 640px) calc(100vw - 96px), calc(100vw - 64px)';
// Name beside the circle on a phone (the circle is up to 140 px tall, the photo needs the height), stacked on a laptop.
const identityRow = 'flex items-center gap-4 md:flex-col md:items-start md:gap-5';
const details = 'flex min-w-0 flex-col gap-4 md:gap-5';
const eyebrow = 'text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase';
const nameClass = 'mt-1 text-2xl font-bold text-plum sm:text-3xl lg:text-4xl';
const metaRow = 'mt-2 flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted';

interface ContestantCardProps {
  candidate: LiveCandidate;
  countsHidden: boolean;
  onVote: () => void;
  /** The box around her Vote button, watched so the bottom bar can take over once it scrolls away. */
  voteRef: Ref<HTMLDivElement>;
  /** A link back to the list, under Vote. */
  back: ReactNode;
}

/** Her photo beside (on a phone: above) her name, Miss/Mrs, city, live count and Vote. */
export function ContestantCard({ candidate, countsHidden, onVote, voteRef, back }: ContestantCardProps) {
  return (
    <article aria-labelledby="contestant-name" className={cardClass}>
      <div className={photoBox}>
        <CandidatePhoto
          name={candidate.name}
          imageUrl={candidate.imageUrl}
          size={560}
          sizes={PHOTO_SIZES}
          eager
          portrait
          className="size-full rounded-2xl"
        />
      </div>
      <div className={details}>
        <div className={identityRow}>
          <div className="min-w-0 flex-1">
            <p className={`${eyebrow} max-md:sr-only`}>Contestant · Season {SEASON}</p>
            <h2 id="contestant-name" className={nameClass}>
              {candidate.name}
            </h2>
            {(candidate.category || candidate.city) && (
              <p data-testid="contestant-identity" className={metaRow}>
                <CategoryChip category={candidate.category} />
                <CityName city={candidate.city} />
              </p>
            )}
          </div>
          <VoteCircle votes={countsHidden ? null : candidate.voteCount} />
        </div>
        <div ref={voteRef} data-testid="card-vote">
          <Button
            variant="gold"
            size="lg"
            className="w-full md:w-auto"
            onClick={onVote}
            onPointerEnter={prefetchVoteModal}
            onPointerDown={prefetchVoteModal}
            onFocus={prefetchVoteModal}
          >
            Vote for {candidate.name.split(' ')[0]}
          </Button>
        </div>
        {countsHidden && <p className="max-w-sm text-sm text-muted">{FINALE_COPY.hiddenBody}</p>}
        <p className="hidden max-w-sm text-muted md:block">Every vote brings her one step closer to the crown.</p>
        <div>{back}</div>
      </div>
    </article>
  );
}

/** The card before she loads: the same two boxes and rows (the circle at its smallest). */
export function ContestantCardSkeleton() {
  const pulse = 'animate-pulse rounded bg-lilac/60 motion-reduce:animate-none';
  const circle = voteCircleSize(0);
  return (
    <div className={cardClass}>
      <div className={`${photoBox} rounded-2xl ${pulse}`} aria-hidden="true" />
      <div className={details}>
        <div className={identityRow}>
          <div className="min-w-0 flex-1">
            <div className={`h-[1lh] w-1/2 text-xs max-md:hidden ${pulse}`} />
            <div className={`${nameClass} h-[1.2lh] w-3/4 ${pulse}`} />
            <div className={`${metaRow} w-1/3 ${pulse}`} />
          </div>
          <div className="flex shrink-0 items-center justify-center rounded-full bg-lilac/60" style={{ width: circle, height: circle }}>
            <Spinner label="Loading contestant…" />
          </div>
        </div>
        <div className={`min-h-12 w-full rounded-full md:w-48 ${pulse}`} aria-hidden="true" />
        <div className={`min-h-11 w-44 rounded-full ${pulse} opacity-60`} aria-hidden="true" />
      </div>
    </div>
  );
}
