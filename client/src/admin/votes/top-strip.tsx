import { Medal } from 'lucide-react';
import { TOP_STRIP_SIZE } from '@pageant/common';
import type { CandidateDto } from '@pageant/common/content/voting';
import { Avatar } from './avatar';

const MEDALS = [
  { label: 'Gold medal', ring: 'ring-gold', badge: 'bg-gold text-plum' },
  { label: 'Silver medal', ring: 'ring-neutral-400', badge: 'bg-neutral-300 text-neutral-800' },
  { label: 'Bronze medal', ring: 'ring-amber-700', badge: 'bg-amber-700 text-white' },
] as const;

/**
 * The ten most voted candidates, gold, silver and bronze on the first three (SPEC §2, §9). A grid, not
 * a scroller, so all ten are in sight: two compact columns on a phone, five or ten to a row above.
 */
export function TopStrip({ top }: { top: readonly CandidateDto[] }) {
  if (top.length === 0) return null;
  return (
    <section aria-labelledby="top-candidates-heading" className="space-y-3">
      <h2 id="top-candidates-heading" className="text-base font-semibold text-neutral-900">
        Top {TOP_STRIP_SIZE} Candidates
      </h2>
      <ol aria-label="Top candidates" className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-3 xl:grid-cols-10">
        {top.map((c, i) => {
          const medal = MEDALS[i];
          return (
            <li
              key={c._id}
              className="flex min-w-0 items-center gap-2.5 rounded-lg border border-neutral-200 bg-white p-2 shadow-sm sm:flex-col sm:gap-1.5 sm:p-3 sm:text-center"
            >
              <span className="relative shrink-0">
                <Avatar
                  name={c.name}
                  imageUrl={c.imageUrl}
                  size={56}
                  className={`size-10 rounded-full sm:size-14 ${medal ? `ring-3 ${medal.ring}` : ''}`}
                />
                {medal && (
                  <span
                    role="img"
                    aria-label={medal.label}
                    className={`absolute -right-2 -bottom-1 flex size-5 sm:size-6 items-center justify-center rounded-full shadow ${medal.badge}`}
                  >
                    <Medal className="size-3.5 sm:size-4" aria-hidden="true" />
                  </span>
                )}
              </span>
              <span className="flex min-w-0 flex-col sm:items-center sm:gap-1.5">
                <span className="text-xs font-semibold text-neutral-500 figures">#{i + 1}</span>
                <span className="line-clamp-2 text-sm leading-tight font-medium text-neutral-900">{c.name}</span>
                <span className="text-xs text-neutral-600 figures">{c.voteCount.toLocaleString('en-IN')} votes</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
