import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

// Press and charity pages embed videos from these hosts (SPEC §2).
const VIDEO_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://www.instagram.com',
];

function helmetFor(config: Config) {
  const https = config.publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // framer-motion and swiper set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", ...VIDEO_HOSTS],
        // The checkout is a form post to the gateway's hosted page.
        formAction: ["'self'", new URL(config.payuBaseUrl).origin],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Plain-http local runs must not be pinned to https.
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
}

export type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers helmet sets, worked out once: none depends on the request (no nonces), and helmet
 * rebuilt the CSP string on every request (BENCHMARKS.md, profile of the list).
 */
export function securityHeaderList(config: Config): HeaderList {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let done = false;
  helmetFor(config)({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet is synchronous today; a version that is not would leave answers without their headers.
  if (!done) throw new Error('helmet did not finish synchronously; security headers cannot be prepared');
  return headers;
}

export function securityHeaders(config: Config): RequestHandler {
  const headers = securityHeaderList(config);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
