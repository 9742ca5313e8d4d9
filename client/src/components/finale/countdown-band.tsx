import { useEffect, useState, type ComponentType } from 'react';
import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { hasWindow, useEventView } from '@/stores/event-status';

type CountdownTextView = ComponentType<{ dark: boolean }>;

/**
 * The public countdown (issue #15) on the home page and /contestants: "Voting opens in…" /
 * "Voting closes in…" with the moment in the visitor's own time zone. Its box is in the server's
 * HTML whenever a window is announced (fixed height), and the words arrive after hydration (only the
 * browser knows the visitor's clock and zone), so nothing moves. Their code loads only then: a page
 * without a window carries none of it.
 */
export function CountdownBand({ voteLink = false, tone = 'plum' }: { voteLink?: boolean; tone?: 'plum' | 'ivory' }) {
  const { schedule, isActive } = useEventView();
  const announced = hasWindow(schedule);
  const [Text, setText] = useState<CountdownTextView | null>(null);

  useEffect(() => {
    if (!announced || Text) return;
    let live = true;
    import('./countdown-text')
      .then((m) => {
        if (live) setText(() => m.CountdownText);
      })
      .catch((err: unknown) => console.error('Failed to load the countdown', err));
    return () => {
      live = false;
    };
  }, [announced, Text]);

  if (!announced) return null;
  const dark = tone === 'plum';
  return (
    <div
      role="timer"
      aria-label="Voting countdown"
      data-testid="countdown"
      className={`${dark ? 'bg-plum text-ivory' : 'bg-white text-plum ring-1 ring-gold/25'} px-4 py-3 sm:py-4`}
    >
      <div className="mx-auto flex h-12 max-w-[1200px] items-center justify-center gap-3 sm:gap-4">
        <Clock className={`size-6 shrink-0 ${dark ? 'text-gold' : 'text-gold-deep'}`} aria-hidden="true" />
        {Text ? (
          <Text dark={dark} />
        ) : (
          <div className="w-64 min-w-0 text-left sm:w-[30rem]">
            <p className="text-base leading-6">{'\u00a0'}</p>
            <p className="text-xs leading-6">{'\u00a0'}</p>
          </div>
        )}
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
