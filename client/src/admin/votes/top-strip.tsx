import { Medal } from 'lucide-react';
import { TOP_STRIP_SIZE } from '@pageant/common';
import type { CandidateDto } from '@pageant/common/content/voting';
import { Avatar } from './avatar';

const MEDALS = [
  { label: 'Gold medal', ring: 'ring-gold', badge: 'bg-gold text-plum' },
  { label: 'Silver medal', ring: 'ring-neutral-400', badge: 'bg-neutral-300 text-neutral-800' },
  { label: 'Bronze medal', ring: 'ring-amber-700', badge: 'bg-amber-700 text-white' },
] as const;

/** The ten most voted candidates, gold, silver and bronze on the first three (SPEC §2, §9). */
export function TopStrip({ top }: { top: readonly CandidateDto[] }) {
  if (top.length === 0) return null;
  return (
    <section aria-labelledby="top-candidates-heading" className="space-y-3">
      <h2 id="top-candidates-heading" className="text-base font-semibold text-neutral-900">
        Top {TOP_STRIP_SIZE} Candidates
      </h2>
      <ol aria-label="Top candidates" className="flex snap-x gap-3 overflow-x-auto pb-2">
        {top.map((c, i) => {
          const medal = MEDALS[i];
          return (
            <li
              key={c._id}
              className="flex w-28 shrink-0 snap-start flex-col items-center gap-1.5 rounded-lg border border-neutral-200 bg-white p-3 text-center shadow-sm"
            >
              <span className="relative">
                <Avatar
                  name={c.name}
                  imageUrl={c.imageUrl}
                  size={56}
                  className={`size-14 rounded-full ${medal ? `ring-3 ${medal.ring}` : ''}`}
                />
                {medal && (
                  <span
                    role="img"
                    aria-label={medal.label}
                    className={`absolute -right-2 -bottom-1 flex size-6 items-center justify-center rounded-full shadow ${medal.badge}`}
                  >
                    <Medal className="size-4" aria-hidden="true" />
                  </span>
                )}
              </span>
              <span className="text-xs font-semibold text-neutral-500">#{i + 1}</span>
              <span className="line-clamp-2 text-sm font-medium text-neutral-900">{c.name}</span>
              <span className="text-xs tabular-nums text-neutral-600">{c.voteCount.toLocaleString('en-IN')} votes</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
