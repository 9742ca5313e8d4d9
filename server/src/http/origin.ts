import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { MSG } from '@pageant/common';
import { ForbiddenError } from '../errors';
import { readCookie } from './cookies';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Express's compiled 'trust proxy' setting: whether the hop at `addr` may speak for the client. */
export type TrustProxy = (addr: string, hop: number) => boolean;

function claimedOrigin(req: IncomingMessage): string | null {
  const { origin, referer } = req.headers;
  if (origin && origin !== 'null') return origin;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** As Express's req.protocol: X-Forwarded-Proto counts only when it comes from a trusted proxy. */
function protocolOf(req: IncomingMessage, trustProxy: TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const peer = req.socket.remoteAddress;
  if (!peer || !trustProxy(peer, 0)) return own;
  const forwarded = req.headers['x-forwarded-proto'];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || own;
  return header.split(',')[0]!.trim();
}

/**
 * DESIGN §7's rule for anything that acts with the admin's session, HTTP writes and Socket.IO
 * handshakes alike: the page it comes from (Origin, else Referer) is PUBLIC_URL's origin or the
 * request's own host. A request that names no page does not pass.
 */
export function fromOwnPages(req: IncomingMessage, publicOrigin: string, trustProxy: TrustProxy): boolean {
  const origin = claimedOrigin(req);
  return origin !== null && (origin === publicOrigin || origin === `${protocolOf(req, trustProxy)}://${req.headers.host}`);
}

/**
 * A state-changing request that carries a session cookie (the admin's or a contestant's) must come
 * from our own pages. SameSite=Lax already stops most cross-site posts; this closes the same-site gaps.
 * `exemptPaths` are paths relative to where the middleware is mounted.
 */
export function originCheck(
  publicOrigin: string,
  cookieNames: string | readonly string[],
  exemptPaths: readonly string[] = [],
): RequestHandler {
  const exempt = new Set(exemptPaths);
  const names = typeof cookieNames === 'string' ? [cookieNames] : cookieNames;
  return (req, _res, next) => {
    if (SAFE.has(req.method)) return next();
    // Gateway returns: a browser coming back from PayU may carry the admin cookie, and a
    // cross-site Origin; the payment hash authenticates these requests instead (DESIGN §7).
    if (exempt.has(req.path)) return next();
    // Read as the session reads it (cookies.ts): whenever the session could be loaded, the rule applies.
    if (names.every((name) => readCookie(req.headers.cookie, name) === undefined)) return next();
    if (fromOwnPages(req, publicOrigin, req.app.get('trust proxy fn') as TrustProxy)) return next();
    req.log?.warn({ origin: claimedOrigin(req) }, 'state-changing request from a foreign origin refused');
    next(new ForbiddenError(MSG.forbiddenOrigin, 'FOREIGN_ORIGIN'));
  };
}
