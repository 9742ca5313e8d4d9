import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@pageant/common/content/second-factor';

// No 0/o, 1/l/i: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const chunk = (): string => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A fresh set, xxxxx-xxxxx: 50 bits each, shown once and stored only as hashes. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${chunk()}-${chunk()}`);

/** Plain sha-256 suffices: the codes are random, not chosen by people, so there is nothing to guess from a hash. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

export const isRecoveryCode = (code: string): boolean => code.includes('-');
