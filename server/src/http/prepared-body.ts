import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bodies under 1 KB cost more CPU and header bytes than compressing them saves (here and in compress.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type Coding = 'br' | 'gzip' | 'identity';

interface Representation {
  coding: Coding;
  /** Kept as a string (utf8 JSON, latin1 for compressed bytes): Node writes head and body in one write then. */
  text: string;
  encoding: 'utf8' | 'latin1';
  length: number;
  etag: string;
}

/**
 * A JSON answer serialized once, with a strong ETag per content coding (RFC 9110 §8.8.3: one
 * validator per representation). Brotli and gzip copies are made on the first request that accepts
 * them, once per body, never per request.
 */
export interface PreparedBody {
  representation(coding: Coding): Representation;
}

/** Brotli's quality 5: near gzip's speed with better ratios; the copy is made on a hot path when a cache refills. */
const BROTLI_QUALITY = 5;

export function prepareJson(value: unknown): PreparedBody {
  const json = JSON.stringify(value);
  const bytes = Buffer.from(json, 'utf8');
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const identity: Representation = { coding: 'identity', text: json, encoding: 'utf8', length: bytes.length, etag: `"${hash}"` };
  const made: Partial<Record<Coding, Representation>> = { identity };
  const compressed = (coding: 'br' | 'gzip', data: Buffer): Representation => ({
    coding,
    text: data.toString('latin1'),
    encoding: 'latin1',
    length: data.length,
    etag: `"${hash}-${coding === 'br' ? 'br' : 'gz'}"`,
  });
  return {
    representation(coding) {
      // Small bodies cost more to compress than they save, the same rule as compress.ts.
      if (coding === 'identity' || bytes.length < COMPRESS_THRESHOLD_BYTES) return identity;
      return (made[coding] ??=
        coding === 'br'
          ? compressed(
              'br',
              brotliCompressSync(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
            )
          : compressed('gzip', gzipSync(bytes)));
    },
  };
}

const MAX_REMEMBERED_HEADERS = 200;
const codings = new Map<string, Coding>();

/** q-value of one coding in an Accept-Encoding header; 0 when absent (identity is handled by the caller). */
function qualityOf(header: string, coding: string): number {
  let best = -1;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    const quality = Number.isFinite(value) ? value : 0;
    // The coding named exactly wins over the wildcard.
    if (name === coding) return quality;
    best = Math.max(best, quality);
  }
  return Math.max(best, 0);
}

/**
 * Brotli when accepted, else gzip, else identity: the preference compression 1.8 has. The few
 * header values browsers send are read once each.
 */
export function chooseCoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const known = codings.get(header);
  if (known) return known;
  const chosen: Coding = qualityOf(header, 'br') > 0 ? 'br' : qualityOf(header, 'gzip') > 0 ? 'gzip' : 'identity';
  if (codings.size >= MAX_REMEMBERED_HEADERS) codings.clear();
  codings.set(header, chosen);
  return chosen;
}

const prepared = new WeakSet<ServerResponse>();

/** An answer written by sendPrepared: its bytes and validator are final, compress.ts leaves it alone. */
export const isPreparedAnswer = (res: ServerResponse) => prepared.has(res);

/** Whether If-None-Match names this validator (or `*`): the client's copy is current. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`);
}

/**
 * Writes a prepared JSON answer: 304 to a matching If-None-Match, else the chosen representation
 * with its length, coding and validator. `headers` are added as given (security headers, request id).
 */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  body: PreparedBody,
  headers: readonly (readonly [string, string])[],
  cacheControl: string,
): void {
  const rep = body.representation(chooseCoding(req.headers['accept-encoding']));
  prepared.add(res);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', rep.etag);
  if (matches(req.headers['if-none-match'], rep.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', rep.length);
  if (rep.coding !== 'identity') res.setHeader('Content-Encoding', rep.coding);
  if (req.method === 'HEAD') res.end();
  else res.end(rep.text, rep.encoding);
}
