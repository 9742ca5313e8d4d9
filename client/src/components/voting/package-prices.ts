import { bestValuePackage, type PackageOffer } from '@pageant/common';
import { voteTotalMinor, type PriceTable } from '@pageant/common/content/pricing';

/**
 * PACKAGE_OFFERS for any currency's table: each tile's total and what it saves against individual
 * votes, worked out in whole paise or cents (a USD package at $0.35 a vote must read $350, never
 * $350.00000000000006). For the INR table this gives PACKAGE_OFFERS exactly.
 */
export function packageOffersFor(table: PriceTable): PackageOffer[] {
  return table.packages.map(({ votes, pricePerVote }) => {
    const totalMinor = voteTotalMinor(table, votes, true);
    const individualMinor = voteTotalMinor(table, votes, false);
    const savingMinor = Math.max(0, individualMinor - totalMinor);
    return {
      votes,
      pricePerVote,
      total: totalMinor / 100,
      savingInr: savingMinor / 100,
      savingPercent: individualMinor > 0 ? Math.floor((savingMinor * 100) / individualMinor) : 0,
    };
  });
}

export const bestValueIn = (offers: readonly PackageOffer[]): number | null => bestValuePackage(offers);

/** The per-vote price the counter shows: the chosen package's, else the individual price. */
export function perVotePriceIn(table: PriceTable, packageVotes: number | null): number {
  const pkg = packageVotes === null ? undefined : table.packages.find((p) => p.votes === packageVotes);
  return pkg ? pkg.pricePerVote : table.votePrice;
}
