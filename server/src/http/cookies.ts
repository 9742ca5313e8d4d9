import { parse } from 'cookie';
import { unsign } from 'cookie-signature';

/**
 * The one reading of a Cookie header, for everything that decides on the session cookie (the session
 * gate, the Origin rule, the socket handshake). It is express-session's own parser (`cookie`, the
 * version it depends on): a name written twice counts once, its first value, and spaces around a
 * name or value do not hide it. Each part reading the header its own way let a foreign page send a
 * cookie the session honoured while the Origin rule did not see it (issue #26).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header)[name];
}

/**
 * The session id express-session would load for this header, or undefined when it would load none:
 * the value must be `s:` + id + signature under the session secret (cookie-signature's unsign, as
 * express-session does); an unsigned or forged value gets no session there, and none here.
 */
export function signedSessionId(header: string | undefined, name: string, secret: string): string | undefined {
  const raw = readCookie(header, name);
  if (!raw?.startsWith('s:')) return undefined;
  const sid = unsign(raw.slice(2), secret);
  return sid === false ? undefined : sid;
}
