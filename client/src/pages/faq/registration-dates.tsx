import { SEASON_MSG, type Season } from '@pageant/common/content/season-rules';
import { IstTime, LocalTimeLine } from '@/components/season/zoned-time';

/**
 * Issue #32: when registration opens (while that is ahead) and closes, under the hero's Register
 * button; after the deadline, the sentence registration itself answers with. Nothing when no date is set.
 */
export function RegistrationDates({ registration }: { registration: Season['registration'] }) {
  const { opensAt, closesAt } = registration;
  const now = Date.now();
  const opensAhead = opensAt !== null && Date.parse(opensAt) > now;
  const closed = closesAt !== null && Date.parse(closesAt) <= now;
  if (!opensAhead && !closesAt) return null;
  return (
    <div data-testid="registration-dates" className="w-full text-sm text-ivory sm:text-base">
      {opensAhead && (
        <p>
          Registration opens <IstTime iso={opensAt} className="figures font-semibold" />
          <LocalTimeLine iso={opensAt} className="text-sm text-lilac" />
        </p>
      )}
      {closesAt &&
        (closed ? (
          <p>{SEASON_MSG.registrationClosed(closesAt)}</p>
        ) : (
          <p>
            Registration closes <IstTime iso={closesAt} className="figures font-semibold" />
            <LocalTimeLine iso={closesAt} className="text-sm text-lilac" />
          </p>
        ))}
    </div>
  );
}
