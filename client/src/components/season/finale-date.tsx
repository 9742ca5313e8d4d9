import type { Season } from '@pageant/common/content/season-rules';
import { FINALE_CALENDAR_MSG, FINALE_ICS_FILENAME, FINALE_ICS_URL } from '@pageant/common/content/finale-calendar';
import { Countdown } from './countdown';
import { IstTime, LocalTimeLine } from './zoned-time';

/**
 * The finale on a dark band (home hero, /competitions): date and time in IST, the venue, her own
 * time beside it, the time left and the calendar file. Nothing while the admin has set no date.
 */
export function FinaleDate({ finale }: { finale: Season['finale'] }) {
  if (!finale.at) return null;
  return (
    <div data-testid="finale-date" className="mx-auto w-full max-w-xl text-center">
      <p className="text-xs font-semibold tracking-[0.25em] text-gold uppercase">Grand finale</p>
      <p className="mt-2 text-base font-semibold text-ivory sm:text-lg">
        <IstTime iso={finale.at} className="figures" />
        {finale.venue && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, at </span>
            {finale.venue}
          </>
        )}
      </p>
      <LocalTimeLine iso={finale.at} className="text-sm text-lilac" />
      <p className="flex flex-wrap items-center justify-center gap-x-4 text-sm text-lilac">
        <Countdown to={finale.at} label="Starts in" />
        <a
          href={FINALE_ICS_URL}
          download={FINALE_ICS_FILENAME}
          className="inline-flex min-h-11 items-center font-semibold text-gold underline decoration-gold/60 underline-offset-4 hover:decoration-gold"
        >
          {FINALE_CALENDAR_MSG.addToCalendar}
        </a>
      </p>
    </div>
  );
}
