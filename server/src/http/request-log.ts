import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Registration tokens, sign-in link tokens and admin searches (names, e-mails, phones) stay out of the request log. */
export const redactUrl = (url: string) => url.replace(/([?&](?:id|search|token)=)[^&]*/g, '$1[redacted]');

/** The caller's X-Request-Id when it is a plausible id, else a new one; echoed on the answer. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
