import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit';
import { MSG } from '@pageant/common';
import { errorBody } from './error-handler';

/** Gives each named limit its own counter in a shared place (PgRateLimitStore); undefined = in memory. */
export type LimitStores = (name: string) => Store | undefined;
export const memoryStores: LimitStores = () => undefined;

interface LimitOptions {
  windowMs: number;
  limit: number;
  message?: string;
  key?: (req: Request) => string;
  /** Only count failures (login: a successful sign-in does not use up attempts). */
  skipSuccessfulRequests?: boolean;
  /** Where hits are counted; default in memory (one count per instance). */
  store?: Store;
  /** Requests this limit never counts. */
  skip?: (req: Request) => boolean;
}

/**
 * The client's address; IPv6 addresses are grouped by /56 (ipKeyGenerator) so one household cannot
 * rotate through its prefix. IPv4 needs no parsing, and parsing it on every request was measurable.
 */
export const clientKey = (req: Request): string => {
  let ip = req.ip ?? 'unknown';
  // A dual-stack listener reports IPv4 clients as ::ffff:a.b.c.d.
  if (ip.startsWith('::ffff:') && ip.indexOf(':', 7) === -1) ip = ip.slice(7);
  return ip.includes(':') ? ipKeyGenerator(ip) : ip;
};

/** A 429 carries Retry-After and the same error JSON as every other failure (DESIGN §7). */
export function limiter(opts: LimitOptions) {
  const message = opts.message ?? MSG.tooManyRequests;
  const handler: Options['handler'] = (req, res) => {
    const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
    const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : Math.ceil(opts.windowMs / 1000);
    res.setHeader('Retry-After', String(seconds));
    res.status(429).json(errorBody(message, 'RATE_LIMITED'));
  };
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    keyGenerator: opts.key ?? clientKey,
    handler,
    ...(opts.store ? { store: opts.store } : {}),
    ...(opts.skip ? { skip: opts.skip } : {}),
  });
}

/** DESIGN §7: uploads are limited per admin session, not per IP (staff share an office address). */
export function uploadLimiter(limit: number, store?: Store) {
  return limiter({
    store,
    windowMs: 60_000,
    limit,
    message: 'Too many uploads. Please wait a minute and try again.',
    key: (req) => `upload:${req.sessionID ?? clientKey(req)}`,
  });
}
