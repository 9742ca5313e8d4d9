/**
 * Paid voting (SPEC §4, §5, §9; DESIGN §4 /candidates and /vote, §5 price rule, §6 vote:update).
 * The price rule lives here once: the vote modal shows it, the server enforces it.
 */
import { z } from 'zod';
import { VOTE_PACKAGES, VOTE_PRICE_INR, MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { MSG } from '../messages';
import { numberInput, PAYER_MSG, payerEmail, payerName, payerPhone, storable } from '../schemas';

export const VOTING_MSG = {
  candidateIdRequired: MSG.noCandidate,
  candidateIdInvalid: 'That contestant does not exist.',
  candidateNotFound: 'That contestant does not exist.',
  votesRequired: 'Please choose how many votes to buy.',
  votesWhole: 'Votes must be a whole number of at least 1.',
  votesMax: 'You can buy at most 100,000 votes in one payment.',
  amountMismatch: 'The amount does not match the price of these votes. Please try again.',
  amountInvalid: 'Amount must be a number of rupees.',
  eventClosed: 'Voting is closed right now.',
  ...PAYER_MSG,
  // Candidates admin (SPEC §5, §8)
  nameRequired: 'Name is required',
  imageRequired: 'Image is required',
  candidateCreated: 'Candidate created successfully!',
  candidateUpdated: 'Candidate updated successfully!',
  candidateDeleted: 'Candidate deleted successfully!',
  saveFailed: 'Failed to save candidate.',
  deleteFailed: 'Failed to delete candidate.',
  fetchFailed: 'Failed to fetch candidates',
  noneFound: 'No candidates found.',
  confirmDelete: 'Are you sure?',
} as const;

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

/** POST /api/vote/initiate. The amount is checked against allowedVoteAmounts after parsing. */
export const voteInitiateSchema = z
  .object({
    candidateId: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: VOTING_MSG.candidateIdRequired }).min(1, VOTING_MSG.candidateIdRequired).uuid(VOTING_MSG.candidateIdInvalid),
    ),
    votes: numberInput(VOTING_MSG.votesRequired, VOTING_MSG.votesWhole).pipe(
      z.number().int(VOTING_MSG.votesWhole).min(1, VOTING_MSG.votesWhole).max(MAX_VOTES_PER_PAYMENT, VOTING_MSG.votesMax),
    ),
    amount: numberInput(VOTING_MSG.amountMismatch, VOTING_MSG.amountInvalid).pipe(
      z
        .number()
        .positive(VOTING_MSG.amountMismatch)
        .max(MAX_VOTES_PER_PAYMENT * VOTE_PRICE_INR, VOTING_MSG.amountMismatch),
    ),
    voterName: payerName,
    voterEmail: payerEmail,
    voterPhone: payerPhone,
  })
  .refine((v) => isAllowedVoteAmount(v.votes, v.amount), { message: VOTING_MSG.amountMismatch, path: ['amount'] });
export type VoteInitiateInput = z.infer<typeof voteInitiateSchema>;

const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);
/** A list never answers more than MAX_PAGE_SIZE rows: a larger limit is clamped, a nonsense one gets the default. */
const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .catch(PAGE_SIZE)
  .transform((n) => Math.min(n, MAX_PAGE_SIZE));

/** GET /api/candidates/fetch query. */
export const candidateListQuerySchema = z.object({
  page: pageNumber,
  limit: pageLimit,
  search: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(120)).catch(''),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

/** GET /api/votes/ledger query (admin). */
export const voteLedgerQuerySchema = z.object({ page: pageNumber, limit: pageLimit });
export type VoteLedgerQuery = z.infer<typeof voteLedgerQuerySchema>;

/** Admin create/update (multipart name, image file separately). */
export const candidateSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    storable(z.string({ error: VOTING_MSG.nameRequired }).min(1, VOTING_MSG.nameRequired).max(120, VOTING_MSG.nameTooLong)),
  ),
});

/** The public candidate shape (SPEC §3, DESIGN §4). */
export interface CandidateDto {
  _id: string;
  name: string;
  imageUrl: string;
  voteCount: number;
}

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
  txnid: string;
  voterName: string | null;
}

export interface VoteLedger {
  entries: VoteLedgerEntry[];
  totalVotes: number;
  /** Rupees, two decimals. */
  totalRevenue: string;
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
