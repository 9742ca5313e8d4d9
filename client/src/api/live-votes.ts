import type { CandidateDto, VoteUpdate } from '@pageant/common/content/voting';

/**
 * What the voting screens hold and receive (issue #15): while counts are hidden the public gets
 * `voteCount: null`, and `seq` grows with each change of her count, so the newest wins whatever
 * the order of arrival. `seq` is optional: an older server sends none, and then every answer counts.
 */
export type LiveCandidate = Omit<CandidateDto, 'voteCount'> & { voteCount: number | null; seq?: number };
export type LiveVoteUpdate = Omit<VoteUpdate, 'voteCount'> & { voteCount: number | null; seq?: number };
