import { lineIcon } from '@/components/carousel/line-icon';
import { Link } from 'react-router-dom';
import { hasWindow, useEventView } from '@/stores/event-status';
import { useCountdown } from './use-countdown';

// The icon drawn as the app shell draws its own (no lucide runtime in the first load).
const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

/**
 * The public countdown (issue #15) on the home page and /contestants: "Voting opens in…" /
 * "Voting closes in…" with the moment in the visitor's own time zone. Its box is in the server's
 * HTML whenever a window is announced (fixed height, fixed-width left-aligned lines), and the words
 * arrive after hydration (only the browser knows the visitor's clock and zone), so nothing moves.
 */
export default function CountdownBand({ voteLink = false, tone = 'plum' }: { voteLink?: boolean; tone?: 'plum' | 'ivory' }) {
  const { schedule, isActive } = useEventView();
  const { state, text, when } = useCountdown();
  if (!hasWindow(schedule)) return null;
  const dark = tone === 'plum';
  return (
    <div
      role="timer"
      aria-label="Voting countdown"
      data-testid="countdown"
      className={`${dark ? 'bg-plum text-ivory' : 'bg-white text-plum ring-1 ring-gold/25'} px-4 py-3 sm:py-4`}
    >
      <div className="mx-auto flex h-12 max-w-[1200px] items-center justify-center gap-3 sm:gap-4">
        <ClockIcon className={`size-6 shrink-0 ${dark ? 'text-gold' : 'text-gold-deep'}`} />
        <div className="w-64 min-w-0 text-left sm:w-[30rem]">
          <p data-testid="countdown-text" className="figures truncate text-base leading-6 font-semibold">
            {text ?? '\u00a0'}
          </p>
          <p className={`truncate text-xs leading-6 ${dark ? 'text-ivory/75' : 'text-muted'}`}>
            {when && state?.kind !== 'closed' ? `${state?.kind === 'opens' ? 'Opens' : 'Closes'} ${when} (your time)` : '\u00a0'}
          </p>
        </div>
        {/* Known from the server's answer, so it is in the HTML from the start and moves nothing. */}
        {voteLink && isActive && (
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
