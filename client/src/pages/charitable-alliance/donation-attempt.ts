import type { DonationMode } from '@pageant/common';

/**
 * The gateway returns donors with only ?donation=&amount=, so what the thank-you may promise (a receipt
 * needs an e-mail) is remembered in this tab before leaving. Only a yes/no about the e-mail is kept,
 * never the address itself.
 */
export interface DonationAttempt {
  amount: number;
  mode: DonationMode;
  emailGiven: boolean;
}

const KEY = 'charity:donation-attempt';

export function rememberDonationAttempt(attempt: DonationAttempt): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(attempt));
  } catch {
    // Private modes may refuse storage; the thank-you then makes no promise it cannot know to be true.
  }
}

/** The attempt that matches the returned amount, or null when this tab did not start it. */
export function recallDonationAttempt(amount: number): DonationAttempt | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const a = raw ? (JSON.parse(raw) as Partial<DonationAttempt>) : null;
    if (!a || a.amount !== amount || (a.mode !== 'once' && a.mode !== 'monthly') || typeof a.emailGiven !== 'boolean') return null;
    return { amount: a.amount, mode: a.mode, emailGiven: a.emailGiven };
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
