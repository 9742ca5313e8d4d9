import { useEffect, useState } from 'react';
import type { Season } from '@pageant/common/content/season-rules';
import { getSeason, SEASON_PATH } from '@/api/season';
import { useSsrData } from '@/ssr/ssr-data';

/** Only an answer of the calendar's shape is read as one: anything else shows no date rather than breaking the page. */
const isSeason = (v: unknown): v is Season => {
  const s = v as Partial<Season> | null;
  return Boolean(s && typeof s.finale === 'object' && s.finale && typeof s.registration === 'object' && s.registration);
};

/** The last answer this tab saw: a page reached by navigation starts from it, so its dates do not pop in under the reader. */
let lastKnown: Season | null = null;

/**
 * The season's calendar (issue #32): the server's answer while the first page hydrates (so its dates
 * are in the HTML), else read when the page opens (the answer may come from the browser's cache:
 * GET /api/season is public for 30 s). null until then, or when it could not be read: a page then
 * shows no date, as when none is set.
 */
export function useSeason(): Season | null {
  const rendered = useSsrData<Season>(SEASON_PATH);
  const served = rendered !== undefined;
  const [season, setSeason] = useState<Season | null>(served ? (isSeason(rendered) ? rendered : null) : lastKnown);
  useEffect(() => {
    if (served) {
      if (isSeason(rendered)) lastKnown = rendered;
      return;
    }
    const controller = new AbortController();
    getSeason(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted || !isSeason(answer)) return;
        lastKnown = answer;
        setSeason(answer);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load the season calendar', error);
      },
    );
    return () => controller.abort();
  }, [served, rendered]);
  return season;
}
