import compression from 'compression';
import type { RequestHandler, Response } from 'express';
import { COMPRESS_THRESHOLD_BYTES, isPreparedAnswer } from './prepared-body';

type Listener = (...args: unknown[]) => void;
/** What EventEmitter.once registers: a wrapper that names the caller's function. */
type OnceWrapper = Listener & { listener?: Listener };

/**
 * compression hands `res.on('drain', fn)` to its zlib stream but leaves `res.off('drain', fn)` on
 * the response, so a writer that waits for 'drain' again and again (the CSV export, any pipe) piles
 * its listeners on the stream: a MaxListenersExceededWarning after ten waits, and closures kept
 * until the answer ends. One relay listener goes through compression; callers come and go here.
 */
function relayDrain(res: Response): void {
  const waiting = new Set<OnceWrapper>();
  const proxiedOn = res.on;
  const removeListener = res.removeListener;
  let relaying = false;
  res.on = function on(this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return proxiedOn.call(this, event, listener);
    waiting.add(listener);
    if (!relaying) {
      relaying = true;
      proxiedOn.call(this, 'drain', () => {
        for (const fn of [...waiting]) fn.call(res);
      });
    }
    return this;
  } as Response['on'];
  res.off = res.removeListener = function off(this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return removeListener.call(this, event, listener);
    for (const fn of waiting) if (fn === listener || fn.listener === listener) waiting.delete(fn);
    return this;
  } as Response['removeListener'];
}

const gzipOrBrotli = compression({
  threshold: COMPRESS_THRESHOLD_BYTES,
  // Socket.IO answers on the HTTP server before Express, and its polling has its own setting; the
  // path test only guards against a future mount through Express.
  // A prepared answer chose its coding and ETag already (prepared-body.ts).
  filter: (req, res) => !req.path.startsWith('/socket.io/') && !isPreparedAnswer(res) && compression.filter(req, res),
});

/**
 * Brotli (preferred by compression 1.8 when accepted) or gzip for what the server writes itself:
 * HTML pages, /api JSON, the CSV export, robots.txt, sitemap.xml, so `npm start` without nginx
 * still sends small answers to phones. Hashed assets already carry Content-Encoding from their
 * build-time .br/.gz copies (static.ts), and compression skips an answer already encoded: they are
 * never compressed twice.
 */
export function compress(): RequestHandler {
  return (req, res, next) => {
    gzipOrBrotli(req, res, (err?: unknown) => {
      relayDrain(res);
      next(err);
    });
  };
}
