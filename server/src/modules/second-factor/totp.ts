import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32Decode, base32Encode } from './base32';

/** RFC 6238 as every authenticator app does it by default: HMAC-SHA-1, 30 s steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A phone's clock a little off, or a code typed as the step turns: one step either side. */
const WINDOW = 1;

/** RFC 4226's HOTP: the code for one counter value. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

export const totpAt = (secret: string, step: number, digits = TOTP_DIGITS): string => hotp(base32Decode(secret), step, digits);

/** 20 random bytes, the length RFC 4226 recommends for SHA-1. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/**
 * The step a code belongs to, or null. Steps at or before `lastStep` never match again, so a code
 * (even one seen over her shoulder) signs in once.
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const now = totpStep(nowMs);
  const given = Buffer.from(code);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpAt(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** What an authenticator app scans: otpauth://totp/Issuer:username?secret=…&issuer=… */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
