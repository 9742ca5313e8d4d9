/** Issue #32: the finale as a calendar file (GET /api/season/finale.ics), named once for the server and the pages' link. */
import { SEASON } from '../constants';

/** As the browser requests it (the site's own origin). */
export const FINALE_ICS_URL = '/api/season/finale.ics';
export const FINALE_ICS_FILENAME = `season-${SEASON}-finale.ics`;
export const FINALE_TITLE = `Season ${SEASON} Grand Finale`;
/** The event's length in the calendar: the finale night runs about four hours. */
export const FINALE_HOURS = 4;

export const FINALE_CALENDAR_MSG = {
  notSet: `The date of the Season ${SEASON} finale has not been announced yet.`,
  addToCalendar: 'Add to calendar',
} as const;
