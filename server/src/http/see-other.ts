import type { Request, Response } from 'express';
import { COMPRESS_THRESHOLD_BYTES } from './prepared-body';

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * `res.redirect(303, location)` behind the app's compression, written straight: Express's
 * redirect negotiates and wraps its little body through res.format, and compression wraps the
 * response, only to add `Vary: Accept-Encoding` to a body it never compresses; together about a
 * tenth of a payment callback's CPU (issue #28, BENCHMARKS.md). The bytes are the same
 * (payment-callback-fast-path.test.ts compares them with the route's). Returns false, having
 * written nothing but Location, where it could not promise that (a Vary or type already set, or a
 * body long enough for compression to compress): the caller then answers through Express.
 */
export function writeSeeOther(req: Request, res: Response, location: string): boolean {
  if (res.hasHeader('Vary') || res.hasHeader('Content-Type') || /no-transform/i.test(String(res.getHeader('Cache-Control') ?? '')))
    return false;
  // Express's own encoding of the address, as res.redirect applies it.
  const address = String(res.location(location).getHeader('Location'));
  const accept = req.headers.accept;
  // No Accept, or */*, is the first type res.format offers; anything else is negotiated as it does.
  const kind = accept === undefined || accept === '*/*' ? 'text' : req.accepts(['text', 'html']);
  let body = '';
  let type: string | undefined;
  if (kind === 'text') {
    body = `See Other. Redirecting to ${address}`;
    type = TEXT;
  } else if (kind === 'html') {
    const u = escapeHtml(address);
    body = `<!DOCTYPE html><head><title>See Other</title></head><body><p>See Other. Redirecting to ${u}</p></body>`;
    type = HTML;
  }
  const length = Buffer.byteLength(body);
  if (length >= COMPRESS_THRESHOLD_BYTES) return false;
  // compression names Accept-Encoding for a compressible type even when the body is below its threshold.
  res.setHeader('Vary', type ? 'Accept, Accept-Encoding' : 'Accept');
  if (type) res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(length));
  res.statusCode = 303;
  res.end(body);
  return true;
}
