import { voteCircleSize } from '@pageant/common/content/voting-rules';
import { VoteCount } from './vote-count';

/** The gold ring on the single-contestant page; it grows with her votes (SPEC §9). */
export function VoteCircle({ votes }: { votes: number }) {
  const size = voteCircleSize(votes);
  return (
    <div
      data-testid="vote-circle"
      aria-live="polite"
      style={{ width: size, height: size }}
      className="flex shrink-0 flex-col items-center justify-center rounded-full bg-plum text-ivory shadow-card ring-4 ring-gold transition-[width,height] duration-300 motion-reduce:transition-none"
    >
      <VoteCount value={votes} className={`font-bold leading-none ${size >= 130 ? 'text-xl' : 'text-lg'}`} />
      <span className="mt-1 text-[0.65rem] font-semibold uppercase tracking-[0.2em] text-gold">{votes === 1 ? 'vote' : 'votes'}</span>
    </div>
  );
}
