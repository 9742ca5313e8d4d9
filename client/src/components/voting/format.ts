export { formatCount as formatVotes, formatInr } from '@/components/format';

/** Counts beside dollar amounts use US grouping (100,000 votes for $2,500), beside rupees Indian (1,00,000). */
export { formatCountIn as formatVotesIn } from '@pageant/common/content/pricing';

/** The shareable single-contestant page (SPEC §2: also the shared link). */
export const votePagePath = (id: string): string => `/contestants/vote/${encodeURIComponent(id)}`;
export const votePageUrl = (id: string, origin = window.location.origin): string => `${origin}${votePagePath(id)}`;
