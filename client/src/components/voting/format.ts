export { formatCount as formatVotes, formatInr } from '@/components/format';

/** The shareable single-contestant page (SPEC §2: also the shared link). */
export const votePagePath = (id: string): string => `/contestants/vote/${encodeURIComponent(id)}`;
export const votePageUrl = (id: string, origin = window.location.origin): string => `${origin}${votePagePath(id)}`;
