import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { FORM_LIMIT_BYTES, readForm } from '../../http/form-body';
import { rejectUnstorableInput } from '../../http/input-hygiene';
import { redactUrl, requestId } from '../../http/request-log';
import { writeSeeOther } from '../../http/see-other';
import type { Logger } from '../../logger';
import type { SeeOther } from './routes';

const PATH = '/api/payment/callback';
const FORM = 'application/x-www-form-urlencoded';
const LENGTH = /^\d{1,6}$/;

export interface CallbackFastPathDeps {
  /** Its request and response prototypes give the fast path Express's res.redirect, as the route has. */
  app: Express;
  /**
   * The app's middleware that do something for this request, in the app's order (body idle
   * timeout, security headers); the ones left out (rate limit, sessions, Origin, the JSON parser,
   * the rendered pages' refresh) skip a gateway's form post anyway: a settlement empties the
   * pages' cache itself.
   */
  before: RequestHandler[];
  /**
   * The app's compression, installed only ahead of an answer that needs it (an error's JSON, a
   * redirect too long to write straight): the usual 303 is written with its Vary by writeSeeOther.
   */
  compress: RequestHandler;
  /** The route's own handler (routes.ts callbackHandler), given how to write its 303. */
  handler: (seeOther: SeeOther) => (req: Request, res: Response) => Promise<void>;
  errorHandler: ErrorRequestHandler;
  logger: Logger;
}

/**
 * Only the shape PayU and browsers post; anything else (chunked, compressed, oversize, another type)
 * takes the full stack. So does a request with any cookie: a session (the admin's, a contestant's)
 * may add to an answer, and a browser's return from PayU's cross-site post carries no Lax cookie.
 */
function takesFastPath(req: IncomingMessage): boolean {
  const h = req.headers;
  if (h['content-type'] !== FORM || h['transfer-encoding'] !== undefined || h['content-encoding'] !== undefined) return false;
  const length = h['content-length'];
  if (length === undefined || !LENGTH.test(length) || Number(length) > FORM_LIMIT_BYTES) return false;
  return h.cookie === undefined;
}

/**
 * POST /api/payment/callback (PayU's surl and furl) ahead of Express, for the finale's peak of paid
 * votes (issue #28): Express's dispatch, pino-http and the middleware that only skip this request
 * were most of a callback's CPU (BENCHMARKS.md). It runs the same middleware that act on it, the
 * same body limit, the same input check and the route's own handler, so the answer is the route's,
 * byte for byte, and the settle path is the one and only (service.handleGatewayResponse).
 */
export function callbackFastPath(deps: CallbackFastPathDeps) {
  const { app, before, compress, errorHandler, logger } = deps;
  const compressing = new WeakSet<Response>();
  /** Runs `then` behind the app's compression, installing it once per answer. */
  const compressed = (req: Request, res: Response, then: () => void) => {
    if (compressing.has(res)) return then();
    compressing.add(res);
    compress(req, res, () => then());
  };
  const handler = deps.handler((req, res, location) => {
    if (!writeSeeOther(req, res, location)) compressed(req, res, () => res.redirect(303, location));
  });

  return (rawReq: IncomingMessage, rawRes: ServerResponse, next: () => void): void => {
    if (rawReq.method !== 'POST' || rawReq.url !== PATH || !takesFastPath(rawReq)) return next();
    const started = Date.now();
    // What Express's app.handle and router do before the first middleware.
    const req = Object.setPrototypeOf(rawReq, app.request) as Request;
    const res = Object.setPrototypeOf(rawRes, app.response) as Response;
    req.res = res;
    res.req = req;
    res.locals ??= Object.create(null) as Response['locals'];
    req.originalUrl = PATH;
    req.baseUrl = '';
    const id = requestId(req, res);
    req.id = id;
    const line = () => ({ id, method: 'POST', url: redactUrl(PATH) });

    // The line pino-http writes for the full route (app.ts), at the same levels.
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const statusCode = res.statusCode;
      const responseTime = Date.now() - started;
      if (statusCode >= 500) {
        if (logger.isLevelEnabled('error'))
          logger.error(
            { req: line(), res: { statusCode }, err: new Error(`failed with status code ${statusCode}`), responseTime },
            'request errored',
          );
      } else if (logger.isLevelEnabled('info')) {
        logger.info({ req: line(), res: { statusCode }, responseTime }, res.writableEnded ? 'request completed' : 'request aborted');
      }
    };
    res.once('finish', log);
    res.once('close', log);

    const fail = (err: unknown) => {
      req.log ??= logger.child({ req: line() });
      compressed(req, res, () =>
        errorHandler(err, req, res, () => {
          // Express's final handler, for an error after the answer began: the connection goes.
          if (res.headersSent) req.socket.destroy();
        }),
      );
    };
    const route = () => {
      try {
        rejectUnstorableInput(req, res, (err?: unknown) => {
          if (err) return fail(err);
          handler(req, res).catch(fail);
        });
      } catch (err) {
        fail(err);
      }
    };
    const step = (i: number) => {
      if (i === before.length) {
        readForm(req, (err, body) => {
          if (err) return fail(err);
          req.body = body;
          route();
        });
        return;
      }
      try {
        before[i]!(req, res, (err?: unknown) => (err ? fail(err) : step(i + 1)));
      } catch (err) {
        fail(err);
      }
    };
    step(0);
  };
}
