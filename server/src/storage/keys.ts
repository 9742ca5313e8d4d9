import { randomBytes } from 'node:crypto';

const PLAIN_KEY = /^images\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
/** An image stored with responsive variants and the variants themselves (variants.ts names them). */
const RESPONSIVE_KEY = /^images\/[0-9a-f]{32}-w[1-9]\d{0,4}(?:-[1-9]\d{2,3})?\.(?:webp|avif)$/;

export function newKey(ext: string): string {
  return `images/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The key of an image `width` px wide that gets variants: the width in the name tells the client which exist. */
export function newResponsiveKey(width: number): string {
  return `images/${randomBytes(16).toString('hex')}-w${width}.webp`;
}

/** Guards delete paths: only keys we generated are ever touched. */
export function isValidKey(key: string): boolean {
  return PLAIN_KEY.test(key) || RESPONSIVE_KEY.test(key);
}
