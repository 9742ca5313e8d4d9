import { VOTE_PACKAGES, VOTE_PRICE_INR } from '../src/constants';
import { CURRENCY_MSG } from '../src/schemas';
import {
  VOTING_MSG,
  allowedVoteAmounts,
  candidateListQuerySchema,
  isAllowedVoteAmount,
  podiumOrder,
  shareText,
  voteCircleSize,
  voteInitiateSchema,
  voteLedgerQuerySchema,
  voteTotal,
} from '../src/content/voting';

const CANDIDATE = '7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a';
const firstMessage = (body: Record<string, unknown>) => {
  const r = voteInitiateSchema.safeParse(body);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('the vote price rule (SPEC §9, DESIGN §5)', () => {
  test.each(VOTE_PACKAGES.map((p) => [p.votes, p.pricePerVote]))(
    'when %i votes are bought as a package at ₹%i each, then that total and the individual total are both accepted, and nothing a rupee off',
    (votes, perVote) => {
      const pkg = votes * perVote;
      const single = votes * VOTE_PRICE_INR;
      expect(allowedVoteAmounts(votes)).toEqual([pkg, single]);
      expect(voteInitiateSchema.parse({ candidateId: CANDIDATE, votes, amount: pkg })).toMatchObject({ votes, amount: pkg });
      expect(voteInitiateSchema.parse({ candidateId: CANDIDATE, votes, amount: single })).toMatchObject({ votes, amount: single });
      for (const wrong of [pkg - 1, pkg + 1, single - 1, single + 1]) {
        expect(isAllowedVoteAmount(votes, wrong)).toBe(false);
        expect(firstMessage({ candidateId: CANDIDATE, votes, amount: wrong })).toBe(VOTING_MSG.amountMismatch);
      }
    },
  );

  test('when the seven packages are priced, then the totals are SPEC §9 votes x per-vote price', () => {
    expect(VOTE_PACKAGES.map((p) => voteTotal(p.votes, true))).toEqual([37_500, 30_000, 40_000, 75_000, 100_000, 150_000, 200_000]);
  });

  test.each([1, 2, 7, 99, 749, 751, 999, 4321, 99_999])(
    'when %i votes are bought individually, then only votes x ₹100 is accepted',
    (votes) => {
      expect(allowedVoteAmounts(votes)).toEqual([votes * 100]);
      expect(voteTotal(votes, true)).toBe(votes * 100);
      expect(voteInitiateSchema.safeParse({ candidateId: CANDIDATE, votes, amount: votes * 100 }).success).toBe(true);
      expect(firstMessage({ candidateId: CANDIDATE, votes, amount: votes * 100 - 1 })).toBe(VOTING_MSG.amountMismatch);
      expect(firstMessage({ candidateId: CANDIDATE, votes, amount: votes * 100 + 1 })).toBe(VOTING_MSG.amountMismatch);
      // A package's per-vote price never applies to a count that is not a package size.
      expect(firstMessage({ candidateId: CANDIDATE, votes, amount: votes * 50 })).toBe(VOTING_MSG.amountMismatch);
    },
  );

  test('when a package size is bought without the package, then voteTotal charges ₹100 each', () => {
    expect(voteTotal(750, false)).toBe(75_000);
    expect(voteTotal(100_000, false)).toBe(10_000_000);
  });

  test('when votes or amount arrive as numeric strings, then they are read as numbers', () => {
    expect(voteInitiateSchema.parse({ candidateId: ` ${CANDIDATE} `, votes: '750', amount: '37500.00' })).toEqual({
      candidateId: CANDIDATE,
      votes: 750,
      amount: 37_500,
      currency: 'INR',
    });
  });

  test.each([
    [{ votes: 0, amount: 0 }, VOTING_MSG.votesWhole],
    [{ votes: -5, amount: 500 }, VOTING_MSG.votesWhole],
    [{ votes: 1.5, amount: 150 }, VOTING_MSG.votesWhole],
    [{ votes: '2.5', amount: 250 }, VOTING_MSG.votesWhole],
    [{ votes: 'ten', amount: 1000 }, VOTING_MSG.votesWhole],
    [{ votes: 100_001, amount: 10_000_100 }, VOTING_MSG.votesMax],
    [{ amount: 100 }, VOTING_MSG.votesRequired],
    [{ votes: '', amount: 100 }, VOTING_MSG.votesRequired],
    [{ votes: 1 }, VOTING_MSG.amountMismatch],
    [{ votes: 1, amount: 0 }, VOTING_MSG.amountMismatch],
    [{ votes: 1, amount: -100 }, VOTING_MSG.amountMismatch],
    [{ votes: 1, amount: 100.5 }, VOTING_MSG.amountMismatch],
    [{ votes: 1, amount: 'lots' }, VOTING_MSG.amountInvalid],
  ])('when the order is %j, then it is refused with a clear message', (body, message) => {
    expect(firstMessage({ candidateId: CANDIDATE, ...body })).toBe(message);
  });

  test('when the count is not a whole number in 1..100000, then no amount is allowed at all', () => {
    for (const votes of [0, -1, 1.5, Number.NaN, 100_001]) expect(allowedVoteAmounts(votes)).toEqual([]);
    expect(allowedVoteAmounts(100_000)).toEqual([200_000, 10_000_000]);
  });

  test('when the candidate id is missing or not a uuid, then the SPEC message or "does not exist"', () => {
    expect(firstMessage({ votes: 1, amount: 100 })).toBe(VOTING_MSG.candidateIdRequired);
    expect(firstMessage({ candidateId: '', votes: 1, amount: 100 })).toBe('No candidate selected.');
    expect(firstMessage({ candidateId: 'abc', votes: 1, amount: 100 })).toBe(VOTING_MSG.candidateIdInvalid);
  });

  test('when voter details are given, then they are trimmed and checked; blanks mean none', () => {
    const ok = voteInitiateSchema.parse({
      candidateId: CANDIDATE,
      votes: 1,
      amount: 100,
      voterName: ' Asha ',
      voterEmail: ' asha@example.com ',
      voterPhone: '98765 43210',
      extra: 'x',
    });
    expect(ok).toEqual({
      candidateId: CANDIDATE,
      votes: 1,
      amount: 100,
      voterName: 'Asha',
      voterEmail: 'asha@example.com',
      voterPhone: '9876543210',
      currency: 'INR',
    });
    expect(voteInitiateSchema.parse({ candidateId: CANDIDATE, votes: 1, amount: 100, voterEmail: '  ', voterName: '' })).toEqual({
      candidateId: CANDIDATE,
      votes: 1,
      amount: 100,
      currency: 'INR',
    });
    expect(firstMessage({ candidateId: CANDIDATE, votes: 1, amount: 100, voterEmail: 'not-an-email' })).toBe(VOTING_MSG.emailInvalid);
    expect(firstMessage({ candidateId: CANDIDATE, votes: 1, amount: 100, voterPhone: '12345' })).toBe(VOTING_MSG.phoneInvalid);
    expect(firstMessage({ candidateId: CANDIDATE, votes: 1, amount: 100, voterPhone: 9876543210 })).toBe(VOTING_MSG.phoneInvalid);
    expect(firstMessage({ candidateId: CANDIDATE, votes: 1, amount: 100, voterName: 'x'.repeat(121) })).toBe(VOTING_MSG.nameTooLong);
  });
});

describe('list queries', () => {
  test('when page and limit are omitted or nonsense, then page 1 of 10', () => {
    expect(candidateListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, search: '' });
    expect(candidateListQuerySchema.parse({ page: '0', limit: 'abc', search: 42 })).toEqual({ page: 1, limit: 10, search: '' });
  });

  test('when a limit above 100 is asked for, then it is clamped to 100', () => {
    expect(candidateListQuerySchema.parse({ page: '3', limit: '500', search: '  Priya ' })).toEqual({
      page: 3,
      limit: 100,
      search: 'Priya',
    });
    expect(voteLedgerQuerySchema.parse({ page: '2', limit: '1000' })).toEqual({ page: 2, limit: 100 });
    expect(voteLedgerQuerySchema.parse({ limit: '-4' })).toEqual({ page: 1, limit: 10 });
  });
});

describe('vote page helpers (SPEC §9)', () => {
  test('when the top three are ordered for the podium, then 2nd, 1st, 3rd', () => {
    expect(podiumOrder(['gold', 'silver', 'bronze', 'fourth'])).toEqual(['silver', 'gold', 'bronze']);
    expect(podiumOrder(['gold', 'silver'])).toEqual(['silver', 'gold']);
    expect(podiumOrder(['gold'])).toEqual(['gold']);
    expect(podiumOrder([])).toEqual([]);
  });

  test.each([
    [0, 90],
    [9_999, 90],
    [10_000, 110],
    [99_999, 110],
    [100_000, 130],
    [999_999, 130],
    [1_000_000, 140],
    [5_000_000, 140],
  ])('when a contestant has %i votes, then her circle is %i px', (votes, size) => {
    expect(voteCircleSize(votes)).toBe(size);
  });

  test('when a contestant is shared, then the text names her and Season 10 and carries the link', () => {
    expect(shareText('Ananya Sharma', 'https://x.example/contestants/vote/1')).toBe(
      'Vote for Ananya Sharma in the Indo-US Pageant Alliance Season 10! https://x.example/contestants/vote/1',
    );
  });
});

describe('voter contact fields', () => {
  test('a phone typed with a country code, spaces or dashes is accepted and kept as its digits', () => {
    const parsed = voteInitiateSchema.parse({ candidateId: CANDIDATE, votes: 1, amount: 100, voterPhone: '+91 98765-43210' });
    expect(parsed.voterPhone).toBe('919876543210');
    expect(firstMessage({ candidateId: CANDIDATE, votes: 1, amount: 100, voterPhone: '+1 (415) 555-0199 ext 12345678' })).toBe(
      VOTING_MSG.phoneInvalid,
    );
  });
});

describe('the currency of a vote payment (issue #17)', () => {
  test('when no currency is sent, then rupees; "usd" is read as USD; anything else is refused with its message', () => {
    expect(voteInitiateSchema.parse({ candidateId: CANDIDATE, votes: 1, amount: 100 }).currency).toBe('INR');
    expect(voteInitiateSchema.parse({ candidateId: CANDIDATE, votes: 1, amount: 1.25, currency: 'usd' }).currency).toBe('USD');
    expect(voteInitiateSchema.safeParse({ candidateId: CANDIDATE, votes: 1, amount: 100, currency: 'EUR' }).error?.issues[0]?.message).toBe(
      CURRENCY_MSG.invalid,
    );
  });

  test('when the currency is USD, then the rupee rule does not apply here (the server checks its dollar table); in rupees it still does', () => {
    expect(voteInitiateSchema.safeParse({ candidateId: CANDIDATE, votes: 1000, amount: 350, currency: 'USD' }).success).toBe(true);
    expect(
      voteInitiateSchema.safeParse({ candidateId: CANDIDATE, votes: 1000, amount: 350, currency: 'INR' }).error?.issues[0]?.message,
    ).toBe(VOTING_MSG.amountMismatch);
  });
});
