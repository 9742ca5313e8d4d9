import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Values a log line must never carry, wherever they sit: secrets, and the personal data of donors,
 * voters and contestants (DESIGN §7). Paths are matched at the top and one level down.
 */
const SENSITIVE_KEYS = [
  'password', 'hash', 'token', 'registrationId', 'email', 'phone', 'contactNumber', 'firstname', 'fullName',
  'donorName', 'donorEmail', 'donorPhone', 'voterName', 'voterEmail', 'voterPhone', 'address', 'to', 'params',
];
const REDACT_PATHS = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((k) => [k, `*.${k}`]),
];

/** Drizzle puts the bound values in its message ("Failed query: …\nparams: …") and in `params`. */
const withoutParams = (text: string): string => text.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

/**
 * Errors are logged by name, message, code and stack only: no enumerable extras, so neither a
 * query's parameters nor PostgreSQL's `detail` ("Key (email)=(…) already exists") reach the log.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[non-error value]' };
  const code = (err as { code?: unknown }).code;
  // Class 22 messages quote the offending value ('invalid input syntax for type uuid: "…"').
  const quotesValue = typeof code === 'string' && code.startsWith('22');
  const clean = (text: string) => (quotesValue ? text.replace(/"[^"]*"/g, '"[redacted]"') : withoutParams(text));
  const out: SerializedError = {
    type: err.name || err.constructor?.name || 'Error',
    message: clean(err.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(err.stack ? { stack: clean(err.stack) } : {}),
  };
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({
    level,
    base: undefined,
    serializers: { err: (err: unknown) => serializeError(err) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  }, destination);
}
