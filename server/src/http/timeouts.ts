import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { errorBody } from './error-handler';

/**
 * How long a client may take (README "Timeouts"). The whole-request limit is sized for the largest
 * upload we take, ten 10 MB photos from a phone at about 1 Mbit/s; a stalled body is cut far sooner.
 */
export const HTTP_TIMEOUTS = {
  /** No byte of the body for this long: 408 and the connection is closed. */
  bodyIdleMs: 30_000,
  /** All request headers must arrive within this. */
  headersMs: 30_000,
  /** The whole request (headers and body) must arrive within this. */
  requestMs: 15 * 60_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: 5_000,
} as const;

export function applyServerTimeouts(
  server: Server,
  t: { headersMs: number; requestMs: number; keepAliveMs: number } = HTTP_TIMEOUTS,
): void {
  server.headersTimeout = t.headersMs;
  server.requestTimeout = t.requestMs;
  server.keepAliveTimeout = t.keepAliveMs;
}

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Node only bounds the whole request; a body that trickles (a byte every few seconds) would hold a
 * socket and its buffers for the full 15 minutes. This cuts a body that stops moving.
 */
export function bodyIdleTimeout(ms: number = HTTP_TIMEOUTS.bodyIdleMs): RequestHandler {
  return (req, res, next) => {
    if (req.complete || !hasBody(req.headers)) return next();
    const done = () => {
      req.off('timeout', stalled);
      // The socket outlives this request on keep-alive: give it back without our timer.
      if (!req.socket.destroyed) req.socket.setTimeout(0);
    };
    const stalled = () => {
      done();
      if (!res.headersSent) {
        res
          .status(408)
          .set('Connection', 'close')
          .json(errorBody('The request took too long to arrive. Please try again.', 'REQUEST_TIMEOUT'));
      }
      // The rest of the body will never be read: once the answer is out, the connection goes.
      res.once('finish', () => req.socket.destroy());
      setTimeout(() => req.socket.destroy(), 1000).unref();
    };
    req.setTimeout(ms, stalled);
    req.once('end', done);
    res.once('close', done);
    next();
  };
}
