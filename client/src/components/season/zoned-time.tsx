import { formatIst, localAsideHere } from '@pageant/common/content/zoned-format';
import { useHydrated } from '@/components/voting/use-hydrated';

/** "12 Feb 2027, 7:00 pm IST": the season's own zone, the same text on the server and in every browser. */
export function IstTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatIst(iso)}
    </time>
  );
}

/**
 * "(8:30 am EST in your time)" on a line of its own under an IST time, after hydration (only the
 * browser knows her zone) and only when her clock reads differently. The line is there from the first
 * HTML (one line high, empty), so filling it moves nothing. Read from Date, not Intl: Intl's first
 * use would add a long task to the home page's hydration (localAsideHere).
 */
export function LocalTimeLine({ iso, className = '' }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  const aside = hydrated ? localAsideHere(iso) : null;
  return (
    <span data-testid="local-time" aria-hidden={aside ? undefined : true} className={`figures block min-h-[1lh] ${className}`}>
      {aside}
    </span>
  );
}
