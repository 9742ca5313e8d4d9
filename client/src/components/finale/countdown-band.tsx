import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCountdown } from './use-countdown';

/**
 * The public countdown (issue #15) on the home page and /contestants: "Voting opens in…" /
 * "Voting closes in…" with the moment in the visitor's own time zone. Its box is there from the
 * server's HTML whenever a window is announced (two fixed-height lines), and the words arrive after
 * hydration, so nothing moves. `voteLink` adds a link to the contestants while voting is open.
 */
export function CountdownBand({ voteLink = false, tone = 'plum' }: { voteLink?: boolean; tone?: 'plum' | 'ivory' }) {
  const { announced, state, text, when } = useCountdown();
  if (!announced) return null;
  const dark = tone === 'plum';
  return (
    <div
      role="timer"
      aria-label="Voting countdown"
      data-testid="countdown"
      className={`${dark ? 'bg-plum text-ivory' : 'bg-white text-plum ring-1 ring-gold/25'} px-4 py-3 sm:py-4`}
    >
      <div className="mx-auto flex h-12 max-w-[1200px] items-center justify-center gap-3 sm:h-10 sm:gap-4">
        <Clock className={`size-6 shrink-0 ${dark ? 'text-gold' : 'text-gold-deep'}`} aria-hidden="true" />
        <div className="min-w-0 text-center sm:flex sm:items-baseline sm:gap-3 sm:text-left">
          <p data-testid="countdown-text" className="figures truncate text-base leading-6 font-semibold sm:text-lg">
            {text ?? '\u00a0'}
          </p>
          <p className={`truncate text-xs leading-6 sm:text-sm ${dark ? 'text-ivory/75' : 'text-muted'}`}>
            {when && state?.kind !== 'closed' ? `${state?.kind === 'opens' ? 'Opens' : 'Closes'} ${when} (your time)` : '\u00a0'}
          </p>
        </div>
        {voteLink && state?.kind === 'closes' && (
          <Link
            to="/contestants"
            className="hidden shrink-0 rounded-full bg-gold px-4 py-2 text-sm font-semibold text-plum hover:bg-gold-deep hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold sm:inline-flex"
          >
            Vote now
          </Link>
        )}
      </div>
    </div>
  );
}
