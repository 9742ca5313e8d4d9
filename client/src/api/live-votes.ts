import type { LiveVoteUpdate as Update, PublicCandidate } from '@pageant/common/content/schedule-rules';

/**
 * What the voting screens hold and receive (issue #15): while counts are hidden the public gets
 * `voteCount: null`, and `seq` grows with each change of her count, so the newest wins whatever
 * the order of arrival. `seq` is optional here so a count from before #15 (no seq) still applies.
 */
export type LiveCandidate = Omit<PublicCandidate, 'seq'> & { seq?: number };
export type LiveVoteUpdate = Omit<Update, 'seq'> & { seq?: number };
