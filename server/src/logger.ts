import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Secrets must never reach the logs, whichever object carries them.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'password', '*.password', 'hash', '*.hash'],
      censor: '[redacted]',
    },
  });
}
