import { INR_PRICES, toMinorUnits, voteTotalMinor, type PriceTable } from '@pageant/common/content/pricing';
import type { VoteResult } from './payment-result-modal';

/** What the vote modal needs to open again exactly as it was left. */
export interface VoteChoice {
  votes: number;
  /** true when those votes were one package, false for individual votes. */
  usePackage: boolean;
}

export interface PendingVote {
  candidate: { _id: string; name: string; imageUrl?: string };
  choice: VoteChoice;
}

const KEY = 'pageant.pendingVote';

/**
 * Kept for the trip to the gateway: its return address names the contestant but not her id, and a
 * failed payment's 'Try again' must reopen the same contestant's vote.
 */
export function rememberVote(vote: PendingVote): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(vote));
  } catch {
    // Private modes may refuse storage: 'Try again' then finds her by name instead.
  }
}

export function recallVote(): PendingVote | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<PendingVote>;
    if (typeof v.candidate?._id !== 'string' || typeof v.candidate.name !== 'string') return null;
    if (typeof v.choice?.votes !== 'number' || typeof v.choice.usePackage !== 'boolean') return null;
    return { candidate: v.candidate, choice: v.choice };
  } catch {
    return null;
  }
}

/**
 * The choice the gateway reports back: a package when the amount is that package's price in the
 * payment's currency (`table`), else individual votes. null when the return address carries no usable count.
 */
export function choiceFromResult(result: VoteResult, table: PriceTable = INR_PRICES): VoteChoice | null {
  const votes = Number(result.votes);
  if (!Number.isInteger(votes) || votes < 1) return null;
  const isPackage = table.packages.some((p) => p.votes === votes);
  return { votes, usePackage: isPackage && toMinorUnits(Number(result.amount)) === voteTotalMinor(table, votes, true) };
}
