import type { LiveCandidate } from '@/api/live-votes';
import { CategoryChip, CityName } from '@/components/voting/category-chip';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { formatVotes } from '@/components/voting/format';
import { STAGE_SIZE } from './live-board';

const MEDALS = ['bg-gold text-plum-deep', 'bg-[#c7c7d1] text-plum-deep', 'bg-[#cd8b4e] text-plum-deep'];
const MOVE = 'transition-[translate] duration-700 ease-out motion-reduce:transition-none';
const GROW = 'transition-[width] duration-700 ease-out motion-reduce:transition-none';

/** Who she is after her count, for a screen reader: "Miss, Pune". */
const identity = (c: LiveCandidate) => [c.category, c.city].filter(Boolean).join(', ');

/**
 * The top ten as bars. Each contestant keeps her row element (keyed by id) and is placed by its
 * rank, so an overtaking slides her to her new place and her bar grows to her new count.
 * Sizes are in container units: the whole board scales with the 16:9 stage.
 */
export function StageBoard({ top }: { top: LiveCandidate[] }) {
  const max = Math.max(1, ...top.map((c) => c.voteCount ?? 0));
  return (
    <ol aria-label={`Top ${STAGE_SIZE} contestants`} className="relative h-full">
      {top.map((c, i) => {
        const share = Math.max(1.5, ((c.voteCount ?? 0) / max) * 100);
        return (
          <li
            key={c._id}
            data-testid="stage-row"
            data-rank={i + 1}
            aria-label={`${i + 1}. ${c.name}: ${formatVotes(c.voteCount ?? 0)} votes${identity(c) ? ` (${identity(c)})` : ''}`}
            className={`absolute inset-x-0 flex items-center gap-[1.2cqw] ${MOVE}`}
            style={{ height: `${100 / STAGE_SIZE}%`, translate: `0 ${i * 100}%` }}
          >
            <span
              aria-hidden="true"
              className={`figures flex size-[3.2cqw] shrink-0 items-center justify-center rounded-full text-[1.6cqw] font-bold ${MEDALS[i] ?? 'bg-plum-soft text-ivory'}`}
            >
              {i + 1}
            </span>
            <CandidatePhoto
              name={c.name}
              imageUrl={c.imageUrl}
              size={160}
              sizes="5cqw"
              eager
              className="size-[4.2cqw] shrink-0 rounded-full ring-[0.2cqw] ring-gold/70"
            />
            <div className="flex min-w-0 flex-1 flex-col justify-center gap-[0.4cqh]">
              <span className="flex min-w-0 items-center gap-[0.8cqw]">
                <span className="truncate text-[1.75cqw] leading-tight font-semibold">{c.name}</span>
                <CategoryChip category={c.category} size="stage" />
                <CityName city={c.city} className="text-[1.2cqw] text-ivory/75 [&_.mask-icon]:size-[1.2cqw]" />
              </span>
              <span className="h-[1.3cqh] overflow-hidden rounded-full bg-ivory/10">
                <span
                  data-testid="stage-bar"
                  className={`block h-full rounded-full bg-[linear-gradient(90deg,var(--color-gold-deep),var(--color-gold),var(--color-gold-light))] ${GROW}`}
                  style={{ width: `${share}%` }}
                />
              </span>
            </div>
            <span
              key={c.voteCount}
              data-testid="stage-count"
              className="figures w-[11cqw] shrink-0 text-right text-[2.4cqw] font-bold text-gold-light transition-[scale,opacity] duration-300 starting:scale-125 starting:opacity-60 motion-reduce:transition-none"
            >
              {formatVotes(c.voteCount ?? 0)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
