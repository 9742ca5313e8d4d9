import { CalendarClock } from 'lucide-react';
import type { RegistrationWindow } from '@pageant/common/content/season-rules';
import { IstTime, LocalTimeLine } from '@/components/season/zoned-time';

/**
 * Issue #32: before registration opens or after it closes, the sentence POST /api/payment/registration
 * answers with stands where the form would be: there is nothing she could pay for.
 */
export function RegistrationShut({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-gold/40 bg-ivory px-6 py-10 text-center">
      <CalendarClock aria-hidden="true" className="size-8 text-gold-deep" />
      <p role="status" data-testid="registration-window" className="max-w-md font-display text-xl font-semibold text-plum">
        {message}
      </p>
    </div>
  );
}

/** "Registration closes 20 Dec 2026, 11:59 pm IST" in the card's header while a deadline is ahead, with her own time beside it. */
export function RegistrationDeadline({ registration }: { registration: RegistrationWindow }) {
  if (registration.state !== 'open' || !registration.closesAt) return null;
  return (
    <div className="mt-2 text-sm text-ink">
      <p data-testid="registration-deadline">
        {'Registration closes '}
        <IstTime iso={registration.closesAt} className="figures font-semibold" />
      </p>
      <LocalTimeLine iso={registration.closesAt} className="text-xs text-muted" />
    </div>
  );
}

/** "Registration closes in 10 days, on 20 Dec 2026." just above the Pay button. */
export function RegistrationClosesIn({ registration }: { registration: RegistrationWindow }) {
  if (registration.state !== 'open' || !registration.message) return null;
  return (
    <p data-testid="registration-closes-in" className="text-sm font-semibold text-rose">
      {registration.message}
    </p>
  );
}
