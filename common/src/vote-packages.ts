/**
 * What a vote package is worth next to individual votes (SPEC §9), worked out from the price table
 * so the tiles can never advertise a saving the server would not charge.
 */
import { VOTE_PACKAGES, VOTE_PRICE_INR } from './constants';

export interface PackageOffer {
  votes: number;
  pricePerVote: number;
  /** votes x per-vote price, what the visitor pays. */
  total: number;
  /** Rupees kept against buying the same votes at the individual price. */
  savingInr: number;
  /** The per-vote discount in whole percent, rounded down so it is never overstated. */
  savingPercent: number;
}

export function packageOffer(pkg: { votes: number; pricePerVote: number }): PackageOffer {
  const total = pkg.votes * pkg.pricePerVote;
  return {
    votes: pkg.votes,
    pricePerVote: pkg.pricePerVote,
    total,
    savingInr: Math.max(0, pkg.votes * VOTE_PRICE_INR - total),
    savingPercent: Math.max(0, Math.floor(((VOTE_PRICE_INR - pkg.pricePerVote) * 100) / VOTE_PRICE_INR)),
  };
}

export const PACKAGE_OFFERS: readonly PackageOffer[] = VOTE_PACKAGES.map(packageOffer);

/**
 * The size of the package with the lowest price per vote (on a tie, the one giving more votes): the
 * "best value" badge. Computed, so a new price table moves the badge by itself.
 */
export function bestValuePackage(offers: readonly PackageOffer[] = PACKAGE_OFFERS): number | null {
  let best: PackageOffer | null = null;
  for (const o of offers) {
    if (!best || o.pricePerVote < best.pricePerVote || (o.pricePerVote === best.pricePerVote && o.votes > best.votes)) best = o;
  }
  return best ? best.votes : null;
}

/** The per-vote price the counter shows: the chosen package's, else the individual price. */
export function perVotePrice(packageVotes: number | null): number {
  const pkg = packageVotes === null ? undefined : VOTE_PACKAGES.find((p) => p.votes === packageVotes);
  return pkg ? pkg.pricePerVote : VOTE_PRICE_INR;
}
