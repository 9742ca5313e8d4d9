import { formatIst, localAside } from '@pageant/common/content/zoned-format';
import { useVisitorZone } from '@/lib/use-visitor-zone';

/** "12 Feb 2027, 7:00 pm IST": the season's own zone, the same text on the server and in every browser. */
export function IstTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatIst(iso)}
    </time>
  );
}

/**
 * "(8:30 am EST in your time)" on a line of its own under an IST time, once the browser knows her
 * zone and only when her clock reads differently. The line is there from the first HTML (one line
 * high, empty), so filling it moves nothing.
 */
export function LocalTimeLine({ iso, className = '' }: { iso: string; className?: string }) {
  const zone = useVisitorZone();
  const aside = zone ? localAside(iso, zone) : null;
  return (
    <span data-testid="local-time" aria-hidden={aside ? undefined : true} className={`figures block min-h-[1lh] ${className}`}>
      {aside}
    </span>
  );
}
