import { VOTE_PACKAGES, VOTE_PRICE_INR } from '../src/constants';
import { PACKAGE_OFFERS, bestValuePackage, packageOffer, perVotePrice } from '../src/vote-packages';

describe('what a vote package saves against individual votes (SPEC §9)', () => {
  test('when the seven packages are offered, then each saving is votes x (₹100 - its per-vote price)', () => {
    expect(PACKAGE_OFFERS.map((o) => [o.votes, o.total, o.savingInr, o.savingPercent])).toEqual([
      [750, 37_500, 37_500, 50],
      [1000, 30_000, 70_000, 70],
      [2000, 40_000, 160_000, 80],
      [5000, 75_000, 425_000, 85],
      [10_000, 100_000, 900_000, 90],
      [30_000, 150_000, 2_850_000, 95],
      [100_000, 200_000, 9_800_000, 98],
    ]);
  });

  test('when every offer is checked, then what is paid plus what is saved is the individual price of those votes', () => {
    for (const o of PACKAGE_OFFERS) expect(o.total + o.savingInr).toBe(o.votes * VOTE_PRICE_INR);
  });

  test('when a discount is not a whole percent, then it is rounded down, never overstated', () => {
    expect(packageOffer({ votes: 3, pricePerVote: 66.5 }).savingPercent).toBe(33);
  });

  test('when a package would cost more than individual votes, then it claims no saving', () => {
    expect(packageOffer({ votes: 10, pricePerVote: 120 })).toMatchObject({ savingInr: 0, savingPercent: 0 });
  });

  test('when the best value is picked, then it is the lowest price per vote (SPEC §9: 1,00,000 votes at ₹2)', () => {
    expect(bestValuePackage()).toBe(100_000);
    const cheapest = Math.min(...VOTE_PACKAGES.map((p) => p.pricePerVote));
    expect(VOTE_PACKAGES.find((p) => p.votes === bestValuePackage())?.pricePerVote).toBe(cheapest);
  });

  test('when two packages share the lowest per-vote price, then the one with more votes is the best value', () => {
    const offers = [
      packageOffer({ votes: 500, pricePerVote: 5 }),
      packageOffer({ votes: 900, pricePerVote: 5 }),
      packageOffer({ votes: 100, pricePerVote: 9 }),
    ];
    expect(bestValuePackage(offers)).toBe(900);
    expect(bestValuePackage([])).toBeNull();
  });

  test('when a package is chosen, then the counter price is its per-vote price; otherwise ₹100', () => {
    expect(perVotePrice(null)).toBe(VOTE_PRICE_INR);
    for (const p of VOTE_PACKAGES) expect(perVotePrice(p.votes)).toBe(p.pricePerVote);
    // A count that is not a package size is individual votes.
    expect(perVotePrice(751)).toBe(VOTE_PRICE_INR);
  });
});
