import type { DonationMode } from '@pageant/common';
import { isCurrency, type Currency } from '@pageant/common/content/pricing';

/**
 * The gateway returns donors with only ?donation=&amount=, so what the thank-you may promise (a receipt
 * needs an e-mail) is remembered in this tab before leaving. Only a yes/no about the e-mail is kept,
 * never the address itself.
 */
export interface DonationAttempt {
  amount: number;
  mode: DonationMode;
  emailGiven: boolean;
  currency: Currency;
  /** Issue #33: the contestant whose drive the gift supports, so the thank-you can name it. */
  drive?: { candidateId: string; name: string };
}

const KEY = 'charity:donation-attempt';

export function rememberDonationAttempt(attempt: DonationAttempt): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(attempt));
  } catch {
    // Private modes may refuse storage; the thank-you then makes no promise it cannot know to be true.
  }
}

/** The attempt that matches the returned amount and currency, or null when this tab did not start it. */
export function recallDonationAttempt(amount: number, currency: Currency = 'INR'): DonationAttempt | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const a = raw ? (JSON.parse(raw) as Partial<DonationAttempt>) : null;
    if (!a || a.amount !== amount || (a.mode !== 'once' && a.mode !== 'monthly') || typeof a.emailGiven !== 'boolean') return null;
    // Attempts stored before issue #17 carry no currency: they were rupees.
    const stored = isCurrency(a.currency) ? a.currency : 'INR';
    if (stored !== currency) return null;
    const drive = a.drive && typeof a.drive.candidateId === 'string' && typeof a.drive.name === 'string' ? a.drive : undefined;
    return { amount: a.amount, mode: a.mode, emailGiven: a.emailGiven, currency: stored, ...(drive ? { drive } : {}) };
  } catch {
    return null;
  }
}

export function forgetDonationAttempt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
