import { MSG } from './messages';

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

/** The digits of a phone number as typed ('+91 98765-43210' -> '919876543210'). */
export function phoneDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/** SPEC §5: empty -> 'Contact number is required.'; not 10 to 15 digits -> the invalid message; else null. */
export function checkContactNumber(s: string): string | null {
  if (!s || !s.trim()) return MSG.contactRequired;
  const n = phoneDigits(s).length;
  return n < PHONE_MIN_DIGITS || n > PHONE_MAX_DIGITS ? MSG.contactInvalid : null;
}
