import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/voting/use-hydrated';
import { countdownWords } from './countdown-words';

/**
 * "Starts in 76 days 4 hours": the time left, in the server's HTML and then kept current. The
 * server's words stand until hydration, then the words are drawn afresh from the browser's clock (a
 * new node, so no hydration mismatch is patched over); the number's box is reserved at its longest
 * width in tabular figures, so a changing number moves nothing. Nothing once the moment has come.
 */
export function Countdown({ to, label, className = '' }: { to: string; label: string; className?: string }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, [to]);
  const words = countdownWords(Date.parse(to), now);
  if (words === null) return null;
  return (
    <span data-testid="countdown-left" className={className}>
      {`${label} `}
      <span key={hydrated ? 'browser' : 'server'} suppressHydrationWarning className="figures inline-block min-w-[17ch] text-left">
        {words}
      </span>
    </span>
  );
}
