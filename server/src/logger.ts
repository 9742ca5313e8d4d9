import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Values a log line must never carry, wherever they sit: secrets, and the personal data of donors,
 * voters and contestants (DESIGN §7). Paths are matched at the top and one level down.
 */
const SENSITIVE_KEYS = [
  'password',
  'hash',
  'token',
  'registrationId',
  'email',
  'phone',
  'contactNumber',
  'firstname',
  'fullName',
  'donorName',
  'donorEmail',
  'donorPhone',
  'voterName',
  'voterEmail',
  'voterPhone',
  'address',
  'to',
  'params',
];
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
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
  // Duck-typed: pino-http hands custom serializers an already serialised plain object, and errors
  // from another realm (a VM context) fail instanceof.
  if (!err || typeof err !== 'object' || typeof (err as { message?: unknown }).message !== 'string') {
    return { type: typeof err, message: '[non-error value]' };
  }
  const e = err as { name?: unknown; type?: unknown; message: string; code?: unknown; stack?: unknown; cause?: unknown };
  const code = e.code;
  // Class 22 messages quote the offending value ('invalid input syntax for type uuid: "…"').
  const quotesValue = typeof code === 'string' && code.startsWith('22');
  const clean = (text: string) => (quotesValue ? text.replace(/"[^"]*"/g, '"[redacted]"') : withoutParams(text));
  const type = typeof e.type === 'string' ? e.type : typeof e.name === 'string' ? e.name : 'Error';
  const out: SerializedError = {
    type,
    message: clean(e.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(typeof e.stack === 'string' ? { stack: clean(e.stack) } : {}),
  };
  if (e.cause !== undefined && e.cause !== null && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: (err: unknown) => serializeError(err) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}
