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

export function securityHeaders(config: Config) {
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
