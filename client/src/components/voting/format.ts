/** Indian digit grouping (1,48,250) for counts and rupees: the audience pays in INR. */
const votes = new Intl.NumberFormat('en-IN');
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

export const formatVotes = (n: number): string => votes.format(n);
export const formatInr = (amount: number): string => inr.format(amount);
export const votesLabel = (n: number): string => `${formatVotes(n)} ${n === 1 ? 'vote' : 'votes'}`;

/** The shareable single-contestant page (SPEC §2: also the shared link). */
export const votePagePath = (id: string): string => `/contestants/vote/${encodeURIComponent(id)}`;
export const votePageUrl = (id: string): string => `${window.location.origin}${votePagePath(id)}`;
