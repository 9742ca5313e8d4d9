/**
 * The voting rules that need no schema (SPEC §4, §9; DESIGN §5 price rule): prices, packages, the
 * podium and vote circle, share text and the public shapes. Kept apart from voting.ts (zod schemas)
 * so the public voting pages do not load zod for them; voting.ts re-exports everything here.
 */
import { VOTE_PACKAGES, VOTE_PRICE_INR } from '../constants';
import type { Currency } from './pricing';

/** The largest package; one payment never buys more votes than this. */
export const MAX_VOTES_PER_PAYMENT = 100_000;

export type VotePackage = (typeof VOTE_PACKAGES)[number];

/** The package whose size is exactly `votes`, if any. */
export function packageFor(votes: number): VotePackage | undefined {
  return VOTE_PACKAGES.find((p) => p.votes === votes);
}

/**
 * Rupees allowed for `votes` votes (DESIGN §5): votes x ₹100 individually, or, where votes is a
 * package size, votes x that package's per-vote price. Returns every acceptable total.
 */
export function allowedVoteAmounts(votes: number): number[] {
  if (!Number.isInteger(votes) || votes < 1 || votes > MAX_VOTES_PER_PAYMENT) return [];
  const amounts = [votes * VOTE_PRICE_INR];
  const pkg = packageFor(votes);
  if (pkg) amounts.unshift(votes * pkg.pricePerVote);
  return amounts;
}

/** The total the modal shows and sends: a chosen package's price, else individual pricing. */
export function voteTotal(votes: number, usePackage: boolean): number {
  const pkg = usePackage ? packageFor(votes) : undefined;
  return votes * (pkg ? pkg.pricePerVote : VOTE_PRICE_INR);
}

export function isAllowedVoteAmount(votes: number, amount: number): boolean {
  return allowedVoteAmounts(votes).includes(amount);
}

/** The public candidate shape (SPEC §3, DESIGN §4). */
export interface CandidateDto {
  _id: string;
  name: string;
  imageUrl: string;
  voteCount: number;
  category: 'Miss' | 'Mrs' | null;
  city: string;
  bio: string;
}

/** A contestant a live frame names before any list answered her: no photo or identity yet (the next re-read brings them). */
export const UNKNOWN_IDENTITY = { imageUrl: '', category: null, city: '', bio: '' } as const;

export interface CandidatePage {
  candidates: CandidateDto[];
  totalPages: number;
  totalCount: number;
  page: number;
}

/** Socket.IO `vote:update` payload (DESIGN §6). */
export interface VoteUpdate {
  candidateId: string;
  name: string;
  voteCount: number;
}

/** One row of the admin ledger (GET /api/votes/ledger). */
export interface VoteLedgerEntry {
  _id: string;
  createdAt: string;
  candidateId: string | null;
  candidateName: string;
  votes: number;
  amount: string;
  /** The currency `amount` is in (issue #17): the vote payment's. */
  currency: Currency;
  txnid: string;
  voterName: string | null;
}

export interface VoteLedger {
  entries: VoteLedgerEntry[];
  totalVotes: number;
  /** Rupees, two decimals: the INR revenue only (SPEC's single total), never a sum across currencies. */
  totalRevenue: string;
  /** Issue #17: net revenue per currency, two decimals each ('0.00' when none). */
  revenueByCurrency: Record<Currency, string>;
  totalPayments: number;
  page: number;
  totalPages: number;
}

/** Vote circle size on /contestants/vote/:id (SPEC §9): 90, 110, 130, 140 px at 10k, 100k, 1M. */
export function voteCircleSize(votes: number): number {
  if (votes >= 1_000_000) return 140;
  if (votes >= 100_000) return 130;
  if (votes >= 10_000) return 110;
  return 90;
}

/** The share text (SPEC §2: includes 'Season 10'). */
export function shareText(name: string, url: string): string {
  return `Vote for ${name} in the Indo-US Pageant Alliance Season 10! ${url}`;
}

/** Podium order (SPEC §9): top three shown 2nd, 1st, 3rd. */
export function podiumOrder<T>(top: readonly T[]): T[] {
  const [first, second, third] = top;
  return [second, first, third].filter((x): x is T => x !== undefined);
}
