import { PAGE_SIZE } from '@pageant/common';
import type { CandidateDto, VoteUpdate } from '@pageant/common/content/voting';

/** The server's list order (DESIGN §4): votes descending, then name. */
export function byVotes(a: CandidateDto, b: CandidateDto): number {
  return b.voteCount - a.voteCount || a.name.localeCompare(b.name);
}

/** Replaces the count of the updated candidate, leaving every other entry (and the array) as it was when absent. */
export function withCount<T extends CandidateDto>(list: T[], update: VoteUpdate): T[] {
  if (!list.some((c) => c._id === update.candidateId)) return list;
  return list.map((c) => (c._id === update.candidateId ? { ...c, voteCount: update.voteCount } : c));
}

/**
 * The leader board behind the podium, kept in order as live counts arrive: a known leader moves,
 * and an outsider who climbs past the last leader joins it (with her photo when the page has it).
 */
export function rerankLeaders(leaders: CandidateDto[], update: VoteUpdate, known?: CandidateDto): CandidateDto[] {
  const present = leaders.some((c) => c._id === update.candidateId);
  const next = present
    ? withCount(leaders, update)
    : [...leaders, { ...(known ?? { imageUrl: '' }), _id: update.candidateId, name: update.name, voteCount: update.voteCount }];
  return next.sort(byVotes).slice(0, Math.max(PAGE_SIZE, leaders.length));
}
