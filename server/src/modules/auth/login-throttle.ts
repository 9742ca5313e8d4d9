import type { Request, RequestHandler } from 'express';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { clientKey } from '../../http/rate-limit';

export interface SlowdownParams {
  /** Failures per username within the window that cost nothing (the owner mistyping). */
  freeFailures: number;
  /** Delay of the first attempt past the free ones; each further failure doubles it. */
  baseDelayMs: number;
  /** Never hold an attempt longer than this: a slowdown, not a lock. */
  maxDelayMs: number;
}

export const DEFAULT_SLOWDOWN: SlowdownParams = { freeFailures: 5, baseDelayMs: 500, maxDelayMs: 30_000 };

/** 2^64 already dwarfs any cap; a bounded exponent keeps 0 x Infinity (NaN) out of the product. */
const MAX_DOUBLINGS = 64;

/** How long to hold an attempt, given the failures already counted for its username. */
export function slowdownDelay(failures: number, { freeFailures, baseDelayMs, maxDelayMs }: SlowdownParams): number {
  // Written as a negated >= so that NaN also means "no delay".
  if (!(failures >= freeFailures)) return 0;
  const doublings = Math.min(failures - freeFailures, MAX_DOUBLINGS);
  return Math.max(0, Math.min(maxDelayMs, baseDelayMs * 2 ** doublings));
}

/**
 * One account, however it is typed: the lookup is case-insensitive, so 'Admin', ' ADMIN ' and a
 * full-width 'ａｄｍｉｎ' must not each get their own allowance. Anything but a string (the body has
 * not been validated when some keys are computed) counts as the empty name rather than throwing.
 */
export function normalizeUsername(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

const usernameOf = (req: Request): string => {
  const body: unknown = req.body;
  return normalizeUsername(
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).username : undefined,
  );
};

/** The client address cannot contain '|', so the first one separates it from any username. */
export const pairKey = (req: Request): string => `${clientKey(req)}|${usernameOf(req)}`;
export const usernameKey = (req: Request): string => usernameOf(req);

export interface LoginSlowdownOptions extends Partial<SlowdownParams> {
  /** Shared counter (PgRateLimitStore) so every instance sees the same failures; default in memory. */
  store?: Store;
  windowMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface LoginSlowdown {
  /** Holds the request according to the failures already counted for its username. */
  delay: RequestHandler;
  /** Awaited before the 401 goes out, so an immediate retry already sees the new count. */
  failed(req: Request): Promise<void>;
  succeeded(req: Request): Promise<void>;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Per-username slowdown instead of a per-username lock: a lock lets anyone with a few addresses
 * keep the owner out, a delay only makes guessing slow while the right password still works.
 */
export function loginSlowdown(opts: LoginSlowdownOptions): LoginSlowdown {
  const params: SlowdownParams = {
    freeFailures: opts.freeFailures ?? DEFAULT_SLOWDOWN.freeFailures,
    baseDelayMs: opts.baseDelayMs ?? DEFAULT_SLOWDOWN.baseDelayMs,
    maxDelayMs: opts.maxDelayMs ?? DEFAULT_SLOWDOWN.maxDelayMs,
  };
  // get() is optional in express-rate-limit's Store; without it the count cannot be read first.
  const store: Store = opts.store?.get ? opts.store : new MemoryStore();
  void store.init?.({ windowMs: opts.windowMs } as Options);
  const sleep = opts.sleep ?? wait;

  const delay: RequestHandler = async (req, _res, next) => {
    const info = await store.get!(usernameKey(req));
    const ms = slowdownDelay(info?.totalHits ?? 0, params);
    if (ms > 0) {
      req.log?.info({ failures: info?.totalHits, delayMs: ms }, 'login slowed down');
      await sleep(ms);
    }
    next();
  };

  return {
    delay,
    failed: async (req) => {
      await store.increment(usernameKey(req));
    },
    succeeded: async (req) => {
      await store.resetKey(usernameKey(req));
    },
  };
}
