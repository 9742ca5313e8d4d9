import type { Request, RequestHandler } from 'express';
import { MSG } from '@pageant/common';
import { ForbiddenError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(req: Request): string | null {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return origin;
  const referer = req.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * DESIGN §7: a state-changing request that carries the session cookie must come from our own
 * pages. SameSite=Lax already stops most cross-site posts; this closes the same-site gaps.
 * `exemptPaths` are paths relative to where the middleware is mounted.
 */
export function originCheck(publicOrigin: string, cookieName: string, exemptPaths: readonly string[] = []): RequestHandler {
  const exempt = new Set(exemptPaths);
  return (req, _res, next) => {
    if (SAFE.has(req.method)) return next();
    // Gateway returns: a browser coming back from PayU may carry the admin cookie, and a
    // cross-site Origin; the payment hash authenticates these requests instead (DESIGN §7).
    if (exempt.has(req.path)) return next();
    const cookies = req.get('cookie') ?? '';
    if (!cookies.split(';').some((c) => c.trim().startsWith(`${cookieName}=`))) return next();
    const origin = requestOrigin(req);
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin && (origin === publicOrigin || origin === ownOrigin)) return next();
    req.log?.warn({ origin }, 'state-changing request from a foreign origin refused');
    next(new ForbiddenError(MSG.forbiddenOrigin, 'FOREIGN_ORIGIN'));
  };
}
