import type { MeSummary } from '@pageant/common/content/cockpit';
import { UnauthorizedError } from '../../errors';
import type { Her, MeService } from './service';

/**
 * Her summary for a page request's Cookie header, as GET /api/me would answer it, for the server
 * render of /me (http/cockpit-page.ts); null when the header signs nobody in, or her session outlived
 * her registration (the page's own read would get a 401 and send her to sign in). `whoIs` is the
 * contestant gate's own reading of the header, so the page and the API agree on who she is.
 */
export function summaryForCookie(whoIs: (cookieHeader: string | undefined) => Promise<Her | null>, me: Pick<MeService, 'summary'>) {
  return async (cookieHeader: string | undefined): Promise<MeSummary | null> => {
    const who = await whoIs(cookieHeader);
    if (!who) return null;
    try {
      return await me.summary(who);
    } catch (err) {
      if (err instanceof UnauthorizedError) return null;
      throw err;
    }
  };
}
