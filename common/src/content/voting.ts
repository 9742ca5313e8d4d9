/**
 * Paid voting (SPEC §4, §5, §9; DESIGN §4 /candidates and /vote, §5 price rule, §6 vote:update).
 * The price rule lives here once: the vote modal shows it, the server enforces it.
 */
import { z } from 'zod';
import { CATEGORIES, MAX_PAGE_SIZE, PAGE_SIZE, VOTE_PRICE_INR } from '../constants';
import { bioField, cityField, IDENTITY_MSG } from './pipeline';
import { MSG } from '../messages';
import type { Currency } from './pricing';
import { currencyInput, numberInput, PAYER_MSG, payerEmail, payerName, payerPhone, storable } from '../schemas';
import { MAX_VOTES_PER_PAYMENT, isAllowedVoteAmount } from './voting-rules';
import { PAYU_MSG, payuEmailProblem } from '../payu-fields';
import { voteCampaignFields } from './cockpit';

// The rules without zod live in voting-rules.ts, so the public voting pages can use them without loading zod.
export * from './voting-rules';

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

/**
 * POST /api/vote/initiate. A rupee amount is checked against allowedVoteAmounts after parsing; a dollar
 * amount against the server's USD table (allowedVoteTotalsMinor), which only the server holds for sure.
 */
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
    currency: currencyInput,
    // Her share link's ref/src and the voter's cheer (issue #30): stored on the payment, never priced.
    ...voteCampaignFields,
  })
  .refine((v) => v.currency !== 'INR' || isAllowedVoteAmount(v.votes, v.amount), { message: VOTING_MSG.amountMismatch, path: ['amount'] })
  .refine((v) => !payuEmailProblem(v.voterEmail, v.currency), { message: PAYU_MSG.emailTooLong, path: ['voterEmail'] });
/** The body as sent (and as parsed): a caller that names no currency pays in rupees, as every client did before dollars. */
export type VoteInitiateInput = Omit<z.infer<typeof voteInitiateSchema>, 'currency'> & { currency?: Currency };

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
  /** Miss or Mrs only; absent (or '' / 'All') lists everyone (issue #29). */
  category: z.preprocess(
    (v) => (v === '' || v === 'All' || v === 'all' ? undefined : v),
    z.enum(CATEGORIES, { error: IDENTITY_MSG.categoryInvalid }).optional(),
  ),
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
  /** Optional so SPEC's create contract (name and image) and older clients keep working; the admin form asks for it. */
  category: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(CATEGORIES, { error: IDENTITY_MSG.categoryInvalid }).optional(),
  ),
  city: cityField,
  bio: bioField,
});
export type CandidateBody = z.infer<typeof candidateSchema>;
