import { FINALE_COPY, HiddenCount } from '@/components/finale/hidden-count';
import { formatVotes } from '@/components/voting/format';
import { VoteCount } from '@/components/voting/vote-count';
import type { MeSummary } from '@pageant/common/content/cockpit';

type Candidate = NonNullable<MeSummary['candidate']>;

/** Her count, large, and her rank; both move in place on a live frame. While counts are hidden, no number at all. */
export function LiveCount({ candidate, field }: { candidate: Candidate; field: number | null }) {
  const hidden = candidate.countsHidden || candidate.voteCount === null;
  return (
    <section
      aria-labelledby="me-count"
      className="relative overflow-hidden rounded-3xl bg-[radial-gradient(120%_90%_at_15%_0%,var(--color-plum-soft),var(--color-plum)_55%,var(--color-plum-deep))] p-6 text-ivory shadow-card sm:p-8"
    >
      <h2 id="me-count" className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-light uppercase">
        Your votes · live
      </h2>
      {hidden ? (
        <div className="mt-3 min-h-24" data-testid="me-count-hidden">
          <HiddenCount label={FINALE_COPY.countsHidden} className="text-lg font-semibold text-gold-light" />
          <p className="mt-2 max-w-md text-sm text-ivory/85">
            Counts are hidden until the reveal. Voting goes on and every vote still counts.
          </p>
        </div>
      ) : (
        <div className="mt-3 flex min-h-24 flex-wrap items-end gap-x-6 gap-y-2">
          <p aria-live="polite" aria-atomic="true" className="leading-none">
            <VoteCount value={candidate.voteCount ?? 0} className="text-6xl font-bold text-gold sm:text-7xl" />
            <span className="sr-only"> votes</span>
          </p>
          {candidate.rank !== null && (
            <p data-testid="me-rank" className="pb-2 text-lg text-ivory/90">
              Rank <strong className="figures text-2xl text-ivory">#{formatVotes(candidate.rank)}</strong>
              {field !== null && field > 0 && <span className="figures"> of {formatVotes(field)}</span>}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
