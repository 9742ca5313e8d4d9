import { Link } from 'react-router-dom';
import { podiumOrder } from '@pageant/common/content/voting-rules';
import type { LiveCandidate } from '@/api/live-votes';
import { FINALE_COPY } from '@/components/finale/hidden-count';
import { MaskIcon } from '@/components/mask-icon';
import { EyeOffIcon, HiddenCount } from '@/components/finale/hidden-count';
import { CategoryChip, CityName } from './category-chip';
import { CandidatePhoto } from './candidate-photo';
import { votePagePath } from './format';
import { useSlideOnReorder } from './use-slide-on-reorder';
import { VoteCount } from './vote-count';

const PLACES = {
  1: {
    label: '1st place',
    medal: 'bg-gold text-plum',
    step: 'h-20 sm:h-36',
    stepFill: 'bg-[linear-gradient(180deg,var(--color-gold),var(--color-gold-deep))]',
    photo: 'size-24 sm:size-32',
    ring: 'ring-gold',
  },
  2: {
    label: '2nd place',
    medal: 'bg-[#c7c7d1] text-plum',
    step: 'h-14 sm:h-24',
    stepFill: 'bg-[linear-gradient(180deg,#d9d9e3,#8e8ea0)]',
    photo: 'size-20 sm:size-24',
    ring: 'ring-[#c7c7d1]',
  },
  3: {
    label: '3rd place',
    medal: 'bg-[#cd8b4e] text-plum',
    step: 'h-10 sm:h-16',
    stepFill: 'bg-[linear-gradient(180deg,#e0a46b,#8a5528)]',
    photo: 'size-20 sm:size-24',
    ring: 'ring-[#cd8b4e]',
  },
} as const;

// Her city's line is held even when she has none, so the podium and its skeleton stay one height.
const cityRow = 'flex h-[1lh] w-full justify-center text-xs text-muted';

// Her step grows or shrinks to the new place's height while she slides there.
const resize = 'transition-[height] duration-500 ease-out motion-reduce:transition-none';

/**
 * The top three by votes shown 2nd, 1st, 3rd with the leader raised (SPEC §9). Each contestant keeps
 * her element across re-orders, so a live overtaking slides her to her new step.
 */
export function Podium({ leaders, final = false }: { leaders: LiveCandidate[]; final?: boolean }) {
  const top = leaders.slice(0, 3);
  const slots = podiumOrder(top);
  const slide = useSlideOnReorder<HTMLLIElement>(slots.map((c) => c._id).join(' '));
  if (slots.length === 0) return null;
  return (
    <ul
      aria-label={final ? 'Final results: the top three' : 'Top three contestants'}
      data-final={final || undefined}
      className="mx-auto grid max-w-3xl grid-cols-3 items-end gap-2 sm:gap-6"
    >
      {slots.map((c) => {
        const rank = (top.indexOf(c) + 1) as 1 | 2 | 3;
        const place = PLACES[rank];
        return (
          <li
            key={c._id}
            ref={slide(c._id)}
            aria-label={`${place.label}: ${c.name}`}
            data-rank={rank}
            className="flex min-w-0 flex-col items-center text-center"
          >
            {rank === 1 && <MaskIcon name="crown" className="mb-1 size-7 text-gold" />}
            <div className="relative">
              <Link to={votePagePath(c._id)} className="block rounded-full" aria-label={`${c.name}, ${place.label}`}>
                <CandidatePhoto
                  name={c.name}
                  imageUrl={c.imageUrl}
                  size={128}
                  sizes="(min-width: 640px) 128px, 96px"
                  eager
                  className={`${place.photo} rounded-full ring-4 ${place.ring}`}
                />
              </Link>
              {/* A badge on the photo's lower edge, like a sash: it takes no room from the rows below. */}
              <CategoryChip
                category={c.category}
                size="sm"
                className="absolute bottom-0 left-1/2 -translate-x-1/2 translate-y-1/3 shadow-card"
              />
            </div>
            <p className="mt-2 line-clamp-2 w-full text-sm font-semibold text-plum sm:text-base">{c.name}</p>
            <p className={cityRow}>
              <CityName city={c.city} />
            </p>
            <p className="text-xs text-muted sm:text-sm">
              {c.voteCount === null ? (
                <HiddenCount />
              ) : (
                <>
                  <VoteCount value={c.voteCount} className="font-bold text-gold-deep" /> votes
                </>
              )}
            </p>
            <div
              className={`mt-2 flex w-full items-start justify-center rounded-t-2xl pt-2 shadow-card ${resize} ${place.step} ${place.stepFill}`}
            >
              <span className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${place.medal}`} aria-hidden="true">
                {rank}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The podium while counts are hidden (issue #15): the steps stand empty under a veil, with no names,
 * since any order shown would give the race away. Same height as the podium, so nothing moves at the reveal.
 */
export function HiddenPodium() {
  return (
    <div data-testid="podium-hidden" className="relative mx-auto max-w-3xl">
      <div aria-hidden="true" className="grid grid-cols-3 items-end gap-2 opacity-40 sm:gap-6">
        {([2, 1, 3] as const).map((rank) => (
          <div key={rank} className="flex min-w-0 flex-col items-center">
            {rank === 1 && <MaskIcon name="crown" className="mb-1 size-7 text-gold" />}
            <div className={`rounded-full bg-plum/30 ring-4 ${PLACES[rank].photo} ${PLACES[rank].ring}`} />
            <div className="mt-2 h-[1lh] text-sm sm:text-base" />
            <div className={cityRow} />
            <div className="h-[1lh] text-xs sm:text-sm" />
            <div className={`mt-2 w-full rounded-t-2xl ${PLACES[rank].step} ${PLACES[rank].stepFill}`} />
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 top-1/2 mx-auto w-fit max-w-[92%] -translate-y-1/2 rounded-2xl bg-plum px-5 py-4 text-center text-ivory shadow-card ring-1 ring-gold/40 sm:px-8 sm:py-6">
        <EyeOffIcon className="mx-auto size-6 text-gold" />
        <p className="mt-2 font-display text-lg font-bold sm:text-2xl">{FINALE_COPY.hiddenTitle}</p>
        <p className="mt-1 max-w-md text-xs text-ivory/85 sm:text-sm">{FINALE_COPY.hiddenBody}</p>
      </div>
    </div>
  );
}

/**
 * The podium's box before the leaders arrive: each step at its final place with the same photo, crown,
 * name and count rows, so the grid below does not move when they do (issue #14, CLS). Names on one line.
 */
export function PodiumSkeleton() {
  const pulse = 'animate-pulse bg-lilac/60 motion-reduce:animate-none';
  return (
    <div aria-hidden="true" data-testid="podium-skeleton" className="mx-auto grid max-w-3xl grid-cols-3 items-end gap-2 sm:gap-6">
      {([2, 1, 3] as const).map((rank) => (
        <div key={rank} className="flex min-w-0 flex-col items-center">
          {rank === 1 && <div className="mb-1 size-7" />}
          <div className={`rounded-full ${PLACES[rank].photo} ${pulse}`} />
          <div className="mt-2 w-full text-sm sm:text-base">
            <div className={`mx-auto h-[1lh] w-3/4 rounded ${pulse}`} />
          </div>
          <div className={cityRow} />
          <div className="w-full text-xs sm:text-sm">
            <div className={`mx-auto h-[1lh] w-1/2 rounded ${pulse} opacity-60`} />
          </div>
          <div className={`mt-2 w-full rounded-t-2xl bg-lilac/50 ${PLACES[rank].step}`} />
        </div>
      ))}
    </div>
  );
}
