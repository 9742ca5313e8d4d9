import { differsFromIst, formatIst, formatLocal } from '@pageant/common/content/zoned-format';
import { useVisitorZone } from '@/lib/use-visitor-zone';

/**
 * A time on a receipt (issue #32): in IST, the payment's own zone, as the server renders it; below it,
 * once the browser knows her zone and only when her clock reads differently, the same instant in her
 * time. Its line is reserved from the first HTML so adding it moves nothing; printed, an empty one
 * takes no room.
 */
export function PaymentTime({ iso }: { iso: string }) {
  const zone = useVisitorZone();
  const local = zone && differsFromIst(iso, zone) ? `${formatLocal(iso, zone)} your time` : null;
  return (
    <>
      <time dateTime={iso} className="figures">
        {formatIst(iso)}
      </time>
      <span
        data-testid="payment-local-time"
        aria-hidden={local ? undefined : true}
        className="figures block min-h-4 text-xs font-normal leading-4 text-muted print:empty:hidden"
      >
        {local}
      </span>
    </>
  );
}
