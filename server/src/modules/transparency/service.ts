import {
  CURRENCIES,
  DEFAULT_USD_PRICES,
  INR_PRICES,
  toMinorUnits,
  type Currency,
  type PricingResponse,
} from '@pageant/common/content/pricing';
import type { Transparency, TransparencyCandidate } from '@pageant/common/content/transparency';
import type { Db } from '../../db/client';
import { publicDriveFigures } from '../csr-drive/service';
import type { EventService } from '../event/service';
import { chainLedgerDays } from './fingerprint';
import { freshFlight } from './fresh-flight';
import * as repo from './repo';

/**
 * Since when the public's counts are hidden (the schedule's hide time while they are), else null. Read
 * from the stored schedule on every request, so every instance agrees however the hiding began (an
 * admin's schedule or its time passing) and whichever instance answers.
 */
async function hiddenSince(events: Pick<EventService, 'getStatus'>): Promise<string | null> {
  const { countsHidden, schedule } = await events.getStatus();
  return countsHidden ? schedule.hideCountsFrom : null;
}

/** Hidden counts: names only, in name order, so not even the order gives the race away. */
const withoutCounts = (list: TransparencyCandidate[]): TransparencyCandidate[] =>
  list.map((c) => ({ ...c, votes: null })).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.candidateId.localeCompare(b.candidateId));

type DonationTotals = Transparency['donations']['byCurrency'];

/** Meals funded: each currency's total at that currency's meal price, rounded down; a currency with no table funds none. */
function mealsFunded(byCurrency: DonationTotals): number {
  return CURRENCIES.reduce((meals, c) => {
    const { total, mealPrice } = byCurrency[c];
    return mealPrice ? meals + Math.floor(toMinorUnits(Number(total)) / toMinorUnits(mealPrice)) : meals;
  }, 0);
}

function donationsByCurrency(list: { currency: Currency; total: string; count: number }[], prices: PricingResponse): DonationTotals {
  const byCurrency = Object.fromEntries(
    CURRENCIES.map((c) => [c, { total: '0.00', count: 0, mealPrice: prices[c]?.mealPrice ?? null }]),
  ) as DonationTotals;
  for (const d of list) byCurrency[d.currency] = { ...byCurrency[d.currency], total: d.total, count: d.count };
  return byCurrency;
}

/** `prices`: the tables GET /api/pricing serves (the meal price per currency); SPEC's and the USD defaults when not given. */
export function transparencyService(
  db: Db,
  events: Pick<EventService, 'getStatus'>,
  prices: PricingResponse = { INR: INR_PRICES, USD: DEFAULT_USD_PRICES },
) {
  /**
   * Everything from one snapshot, so the totals, the contestants and the fingerprints agree with each
   * other. `asOf`: while counts are hidden, the vote figures are the ledger's as of then (issue #26).
   */
  const snapshot = (asOf: string | null) =>
    freshFlight(async () => {
      const taken = await db.transaction(
        async (tx) => ({
          votes: asOf ? await repo.voteTotalsAsOf(tx, asOf) : await repo.voteTotals(tx),
          byCandidate: await repo.votesByCandidate(tx),
          donations: await repo.donationTotals(tx),
          days: await repo.ledgerDays(tx, asOf),
          drives: await publicDriveFigures(tx),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return { ...taken, fingerprints: chainLedgerDays(taken.days) };
    });
  const live = snapshot(null);
  // One hiding period at a time in practice; a new hide time replaces the last one's reader.
  let hidden: { asOf: string; read: ReturnType<typeof snapshot> } | null = null;
  const readAsOf = (asOf: string | null) => {
    if (asOf === null) return live();
    if (hidden?.asOf !== asOf) hidden = { asOf, read: snapshot(asOf) };
    return hidden.read();
  };

  return {
    async figures(): Promise<Transparency> {
      const asOf = await hiddenSince(events);
      const { votes, byCandidate, donations, fingerprints, drives } = await readAsOf(asOf);
      const byCurrency = donationsByCurrency(donations, prices);
      const countsHidden = asOf !== null;
      return {
        votes: { ...votes, byCandidate: countsHidden ? withoutCounts(byCandidate) : byCandidate, countsHidden, asOf },
        // `total` and `count` keep their pre-issue-#17 meaning, the rupee figures; meals count every currency.
        donations: { total: byCurrency.INR.total, count: byCurrency.INR.count, meals: mealsFunded(byCurrency), byCurrency },
        ledgerFingerprints: fingerprints,
        // Issue #33: the donations above split by the contestant's drive they support, and the rest.
        drives: drives.drives,
        generalFund: drives.generalFund,
      };
    },
  };
}

export type TransparencyService = ReturnType<typeof transparencyService>;
