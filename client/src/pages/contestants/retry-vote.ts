import { fetchCandidates } from '@/api/candidates';
import { getPricing } from '@/api/pricing';
import { choiceFromResult, recallVote, type VoteChoice } from '@/components/voting/pending-vote';
import type { VoteResult } from '@/components/voting/payment-result-modal';
import type { VoteTarget } from '@/components/voting/vote-modal';

export interface RetryVote {
  candidate: VoteTarget;
  choice: VoteChoice | null;
}

/**
 * The vote a failed payment was for, to open again: the contestant remembered before leaving for the
 * gateway (its return names her, not her id), else the one whose name matches exactly; the choice
 * the gateway reports, else the remembered one. null when she cannot be found.
 */
export async function findRetryVote(result: VoteResult): Promise<RetryVote | null> {
  const stored = recallVote();
  const pricing = await getPricing();
  const choice = choiceFromResult(result, pricing[result.currency ?? 'INR'] ?? pricing.INR) ?? stored?.choice ?? null;
  if (stored && (!result.candidateName || stored.candidate.name === result.candidateName)) {
    return { candidate: stored.candidate, choice };
  }
  if (!result.candidateName) return null;
  try {
    const page = await fetchCandidates({ page: 1, search: result.candidateName });
    const match = page.candidates.find((c) => c.name === result.candidateName);
    return match ? { candidate: match, choice } : null;
  } catch (err) {
    console.error('Failed to find the contestant to vote for again', err);
    return null;
  }
}
