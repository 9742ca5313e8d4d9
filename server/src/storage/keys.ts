import { randomBytes } from 'node:crypto';

const KEY_RE = /^images\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function newKey(ext: string): string {
  return `images/${randomBytes(16).toString('hex')}.${ext}`;
}

/** Guards delete paths: only keys we generated are ever touched. */
export function isValidKey(key: string): boolean {
  return KEY_RE.test(key);
}
