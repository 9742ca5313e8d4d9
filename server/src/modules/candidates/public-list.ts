import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CandidateListQuery } from '@pageant/common/content/voting';
import { readCookie } from '../../http/cookies';
import { sendPrepared } from '../../http/prepared-body';
import { redactUrl, requestId } from '../../http/request-log';
import type { HeaderList } from '../../http/security';
import type { Logger } from '../../logger';
import type { CandidatesService } from './service';

const PATH = '/api/candidates/fetch';
/** As the route always answered: phones re-read the list, a shared cache must not keep counts. */
const CACHE_CONTROL = 'no-store';
const MAX_KNOWN_QUERIES = 1000;

export type PublicListAnswers = ReturnType<typeof publicListAnswers>;

/**
 * The public list, the hottest read on finale night, answered from prepared bytes. The first
 * request with a given query string goes through the whole stack (logging, limits, input hygiene,
 * the schema) and, once it passed, the route remembers that string: later requests with the same
 * bytes are answered by `fastPath` ahead of the middleware, which had nothing left to decide for
 * them (BENCHMARKS.md, profile of the list). A request with the session cookie (an admin, who reads
 * live counts) and any unknown query string always take the full route.
 */
export function publicListAnswers(
  list: Pick<CandidatesService, 'publicList'>,
  opts: { headers: HeaderList; logger: Logger; sessionCookie: string },
) {
  const known = new Map<string, CandidateListQuery>();

  return {
    /** The route's answer for a public viewer; `rawQuery` passed every check and is served directly from now on. */
    async send(req: IncomingMessage, res: ServerResponse, q: CandidateListQuery, rawQuery: string) {
      const prepared = await list.publicList(q);
      if (known.size >= MAX_KNOWN_QUERIES) known.clear();
      known.set(rawQuery, q);
      sendPrepared(req, res, prepared.body, [], CACHE_CONTROL);
    },

    /** Express middleware, and also usable ahead of Express itself (BuiltApp.listener): it only reads the raw request. */
    fastPath(req: IncomingMessage, res: ServerResponse, next: () => void): void {
      const url = req.url ?? '';
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(PATH)) return next();
      const rest = url.slice(PATH.length);
      if (rest !== '' && rest[0] !== '?') return next();
      const q = known.get(rest.slice(1));
      if (!q || (req.headers.cookie && readCookie(req.headers.cookie, opts.sessionCookie) !== undefined)) return next();
      const started = performance.now();
      list.publicList(q).then(
        (prepared) => {
          const id = requestId(req, res);
          sendPrepared(req, res, prepared.body, opts.headers, CACHE_CONTROL);
          // The same line pino-http writes for the full route.
          if (opts.logger.isLevelEnabled('info'))
            opts.logger.info(
              {
                req: { id, method: req.method, url: redactUrl(url) },
                res: { statusCode: res.statusCode },
                responseTime: Math.round(performance.now() - started),
              },
              'request completed',
            );
        },
        // The full route tries again and reports the failure as every other route does.
        () => next(),
      );
    },
  };
}
