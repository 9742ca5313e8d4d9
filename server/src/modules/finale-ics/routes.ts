import { Router } from 'express';
import { FINALE_CALENDAR_MSG, FINALE_HOURS, FINALE_ICS_FILENAME, FINALE_TITLE } from '@pageant/common/content/finale-calendar';
import { SEASON } from '@pageant/common';
import { NotFoundError } from '../../errors';
import type { SeasonService } from '../season/service';
import { calendarFile } from './icalendar';

/** Like GET /api/season, which it is drawn from: a shared cache may keep it briefly. */
const PUBLIC_CACHE = 'public, max-age=30';

/**
 * Mounted at /api: GET /season/finale.ics, the finale for a visitor's calendar (issue #32). The UID
 * is the same on every download, so importing it again updates the entry rather than adding one.
 */
export function finaleIcsRoutes(season: Pick<SeasonService, 'current'>, publicUrl: string): Router {
  const router = Router();
  const host = new URL(publicUrl).hostname;
  router.get('/season/finale.ics', async (_req, res) => {
    const { finale } = await season.current();
    if (!finale.at) throw new NotFoundError(FINALE_CALENDAR_MSG.notSet, 'FINALE_NOT_SET');
    const start = new Date(finale.at);
    const body = calendarFile(
      {
        uid: `season-${SEASON}-finale@${host}`,
        stamp: new Date(),
        start,
        end: new Date(start.getTime() + FINALE_HOURS * 3_600_000),
        summary: FINALE_TITLE,
        location: finale.venue,
        url: `${publicUrl}/competitions`,
      },
      `-//${host}//Season ${SEASON} finale//EN`,
    );
    res.set('Cache-Control', PUBLIC_CACHE).type('text/calendar; charset=utf-8').attachment(FINALE_ICS_FILENAME).send(body);
  });
  return router;
}
