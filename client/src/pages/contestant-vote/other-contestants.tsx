import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CandidateDto } from '@pageant/common/content/voting';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { CategoryChip, CityName } from '@/components/voting/category-chip';
import { votePagePath } from '@/components/voting/format';
import { STRIP_SIZE, useOtherContestants } from './use-other-contestants';

// One box for a card and its skeleton: the strip's height is fixed before anything arrives (issue #14, CLS).
const cardBox = 'w-32 shrink-0 snap-start sm:w-40';
const photoBox = 'aspect-[4/5] w-full rounded-2xl';
const textBox = 'mt-2 h-[3.25rem]';

function StripCard({ candidate }: { candidate: CandidateDto }) {
  return (
    <li className={cardBox}>
      <Link
        to={votePagePath(candidate._id)}
        className="group block rounded-2xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-gold"
      >
        <div className="overflow-hidden rounded-2xl shadow-card ring-1 ring-gold/15">
          <CandidatePhoto
            name={candidate.name}
            imageUrl={candidate.imageUrl}
            size={320}
            portrait
            sizes="(min-width: 640px) 160px, 128px"
            className={`${photoBox} rounded-none transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none`}
          />
        </div>
        <div className={textBox}>
          <p className="truncate text-sm font-bold text-plum group-hover:text-rose">{candidate.name}</p>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-xs text-muted">
            <CategoryChip category={candidate.category} size="sm" />
            <CityName city={candidate.city} />
          </p>
        </div>
      </Link>
    </li>
  );
}

function StripSkeleton() {
  const bar = 'animate-pulse rounded bg-lilac/60 motion-reduce:animate-none';
  return (
    <li className={cardBox} data-testid="strip-skeleton" aria-hidden="true">
      <div className={`${photoBox} ${bar}`} />
      <div className={textBox}>
        <div className={`h-4 w-3/4 ${bar}`} />
        <div className={`mt-2 h-3 w-1/2 ${bar}`} />
      </div>
    </li>
  );
}

/**
 * Other contestants in one horizontal row of small cards, each leading to her vote page: a fan who
 * came for one contestant sees the race. The row scrolls by keyboard too (it takes focus itself).
 */
export function OtherContestants({ excludeId }: { excludeId: string }) {
  const { ref, state } = useOtherContestants(excludeId);
  const others = state.status === 'ready' ? state.others : [];
  return (
    <section ref={ref} aria-labelledby="other-contestants" className="mx-auto mt-12 max-w-5xl">
      <div className="flex items-end justify-between gap-4">
        <h2 id="other-contestants" className="text-2xl font-bold text-plum sm:text-3xl">
          Other contestants
        </h2>
        <Link to="/contestants" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-rose hover:text-rose-deep">
          See all
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div
        data-testid="strip-scroller"
        tabIndex={0}
        className="-mx-4 mt-4 snap-x overflow-x-auto scroll-px-4 px-4 pb-3 outline-offset-2 focus-visible:outline-2 focus-visible:outline-gold sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        <ul aria-label="Contestants" className="flex gap-4">
          {state.status === 'loading' && Array.from({ length: 6 }, (_, i) => <StripSkeleton key={i} />)}
          {others.slice(0, STRIP_SIZE).map((c) => (
            <StripCard key={c._id} candidate={c} />
          ))}
          {state.status !== 'loading' && others.length === 0 && (
            <li
              className={`${cardBox} flex aspect-[4/5] items-center justify-center rounded-2xl bg-lilac/40 p-3 text-center text-sm text-muted`}
            >
              The others join soon.
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
