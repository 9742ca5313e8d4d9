import { scheduledIsActive, type EventSchedule } from '@pageant/common/content/schedule-rules';
import { formatDuration } from './use-countdown';
import { zonedClock } from './zoned-time';

export interface ScheduleWords {
  voting: string;
  counts: string;
  /** Set when the On/Off switch says otherwise than the schedule (SPEC §4 switch, issue #15 override). */
  override: string | null;
}

const at = (iso: string | null): number | null => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

/** The admin's current state in words: "Voting opens in 2 h 14 min · 19:00 IST", "Counts hidden since 21:00 IST". */
export function scheduleWords(isActive: boolean, schedule: EventSchedule | null, countsHidden: boolean, now: number): ScheduleWords {
  const s = schedule ?? { opensAt: null, closesAt: null, hideCountsFrom: null, revealedAt: null };
  const opens = at(s.opensAt);
  const closes = at(s.closesAt);
  const hide = at(s.hideCountsFrom);
  const revealed = at(s.revealedAt);
  const clock = (iso: string | null) => zonedClock(iso ?? '', 'ist', now);

  let voting: string;
  if (isActive)
    voting =
      closes !== null && closes > now
        ? `Voting closes in ${formatDuration(closes - now)} · ${clock(s.closesAt)}`
        : 'Voting is open; no closing time is set';
  else if (opens !== null && opens > now) voting = `Voting opens in ${formatDuration(opens - now)} · ${clock(s.opensAt)}`;
  else if (closes !== null && closes <= now) voting = `Voting closed at ${clock(s.closesAt)}`;
  else voting = 'Voting is closed; no opening time is set';

  let counts: string;
  if (countsHidden && hide !== null) counts = `Counts hidden since ${clock(s.hideCountsFrom)}`;
  else if (hide !== null && hide > now) counts = `Counts will be hidden in ${formatDuration(hide - now)} · ${clock(s.hideCountsFrom)}`;
  else if (hide !== null && revealed !== null && revealed >= hide) counts = `Counts revealed at ${clock(s.revealedAt)}`;
  else counts = 'Counts are public';

  const planned = schedule ? scheduledIsActive(schedule, now) : null;
  const override =
    planned !== null && planned !== isActive
      ? `The On/Off switch keeps voting ${isActive ? 'open' : 'closed'} until the next scheduled time.`
      : null;
  return { voting, counts, override };
}
