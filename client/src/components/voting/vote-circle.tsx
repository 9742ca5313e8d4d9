import { voteCircleSize } from '@pageant/common/content/voting-rules';
import { EyeOffIcon, FINALE_COPY } from '@/components/finale/hidden-count';
import { VoteCount } from './vote-count';

/** The gold ring on the single-contestant page; it grows with her votes (SPEC §9). Hidden counts (issue #15): no number, at rest size. */
export function VoteCircle({ votes }: { votes: number | null }) {
  const size = voteCircleSize(votes ?? 0);
  return (
    <div
      data-testid="vote-circle"
      aria-live="polite"
      style={{ width: size, height: size }}
      className="flex shrink-0 flex-col items-center justify-center rounded-full bg-plum text-ivory shadow-card ring-4 ring-gold transition-[width,height] duration-300 motion-reduce:transition-none"
    >
      {votes === null ? (
        <>
          <EyeOffIcon className="size-6 text-gold" />
          <span
            data-testid="count-hidden"
            className="mt-1 px-3 text-center text-[0.65rem] leading-tight font-semibold tracking-[0.15em] uppercase"
          >
            {FINALE_COPY.countsHidden}
          </span>
        </>
      ) : (
        <>
          <VoteCount value={votes} className={`leading-none font-bold ${size >= 130 ? 'text-xl' : 'text-lg'}`} />
          <span className="mt-1 text-[0.65rem] font-semibold tracking-[0.2em] text-gold uppercase">{votes === 1 ? 'vote' : 'votes'}</span>
        </>
      )}
    </div>
  );
}
