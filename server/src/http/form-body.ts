import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import express from 'express';

/** The limit express.urlencoded({ limit: '100kb' }) applies ('kb' is 1024 bytes in the `bytes` package). */
export const FORM_LIMIT = '100kb';
export const FORM_LIMIT_BYTES = 100 * 1024;
/** body-parser's default parameterLimit: more parameters than this is its 413. */
const MAX_PARAMETERS = 1000;
/** A key that reads the same before and after decoding and that no object inherits. */
const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The parser the app's /api stack uses for forms; the fast path hands it whatever it does not read itself. */
export const urlencodedParser = express.urlencoded({ extended: false, limit: FORM_LIMIT });

/** qs's value decoding for utf-8 (what urlencodedParser uses): '+' is a space, a malformed escape stays as sent. */
function decodeValue(raw: string): string {
  const spaced = raw.includes('+') ? raw.replace(/\+/g, ' ') : raw;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * A gateway's form parsed without qs, or null when it is not the plain shape PayU posts (distinct
 * letter-led keys, each with a value): for those bodies this gives exactly what urlencodedParser
 * gives, and for any other body the caller asks urlencodedParser itself.
 */
export function parsePlainForm(body: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  if (body === '') return out;
  let start = 0;
  for (let n = 1; ; n++) {
    if (n > MAX_PARAMETERS) return null;
    const amp = body.indexOf('&', start);
    const part = amp === -1 ? body.slice(start) : body.slice(start, amp);
    const eq = part.indexOf('=');
    if (eq === -1) return null;
    const key = part.slice(0, eq);
    if (!PLAIN_KEY.test(key) || Object.prototype.hasOwnProperty.call(out, key)) return null;
    out[key] = decodeValue(part.slice(eq + 1));
    if (amp === -1) return out;
    start = amp + 1;
  }
}

/**
 * The body of a form whose headers already passed the caller's checks (identity coding, a length
 * within FORM_LIMIT_BYTES), parsed as urlencodedParser would parse it. Reading the stream is the
 * caller's one chance, so an unusual body is replayed to urlencodedParser from memory: its answer
 * (object or error) is the app's answer.
 */
export function readForm(req: IncomingMessage, done: (err: unknown, body?: unknown) => void): void {
  const chunks: Buffer[] = [];
  let finished = false;
  const finish = (err: unknown, body?: unknown) => {
    if (finished) return;
    finished = true;
    req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
    done(err, body);
  };
  const onData = (chunk: Buffer) => chunks.push(chunk);
  const onEnd = () => {
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const text = bytes.toString('utf8');
    // A byte sequence that is not UTF-8 decodes differently in qs: only clean text is read here.
    const plain = text.includes('\ufffd') ? null : parsePlainForm(text);
    if (plain) return finish(null, plain);
    replay(req, bytes, finish);
  };
  // raw-body's answers for a request that breaks off: the same 400 through the error handler.
  const onAborted = () => finish(Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' }));
  const onError = (err: unknown) => finish(err);
  req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
}

function replay(req: IncomingMessage, bytes: Buffer, done: (err: unknown, body?: unknown) => void): void {
  // `complete` and a readable `socket` tell on-finished (in body-parser) the body is still to be read.
  const copy = Object.assign(Readable.from(bytes.length ? [bytes] : []), {
    headers: req.headers,
    complete: false,
    socket: { readable: true },
  }) as unknown as IncomingMessage & { body?: unknown };
  // urlencodedParser is a (req, res, next) middleware that reads only the stream and its headers.
  urlencodedParser(copy as never, {} as never, (err?: unknown) => (err ? done(err) : done(null, copy.body)));
}
