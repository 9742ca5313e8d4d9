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
import type { EventService } from '../event/service';
import { chainLedgerDays } from './fingerprint';
import { freshFlight } from './fresh-flight';
import * as repo from './repo';

/**
 * HIDDEN COUNTS HOOK (issue #15): true while the finale hides the per-contestant counts. It reads
 * `countsHidden` from the event status once that branch adds it; until then the status has no such
 * field and the counts are public.
 */
async function countsHidden(events: Pick<EventService, 'getStatus'>): Promise<boolean> {
  const status: object = await events.getStatus();
  return 'countsHidden' in status && status.countsHidden === true;
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
  /** Everything from one snapshot, so the totals, the contestants and the fingerprints agree with each other. */
  const read = freshFlight(async () => {
    const snapshot = await db.transaction(
      async (tx) => ({
        votes: await repo.voteTotals(tx),
        byCandidate: await repo.votesByCandidate(tx),
        donations: await repo.donationTotals(tx),
        days: await repo.ledgerDays(tx),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return { ...snapshot, fingerprints: chainLedgerDays(snapshot.days) };
  });

  return {
    async figures(): Promise<Transparency> {
      const hidden = await countsHidden(events);
      const { votes, byCandidate, donations, fingerprints } = await read();
      const byCurrency = donationsByCurrency(donations, prices);
      return {
        votes: { ...votes, byCandidate: hidden ? withoutCounts(byCandidate) : byCandidate, countsHidden: hidden },
        // `total` and `count` keep their pre-issue-#17 meaning, the rupee figures; meals count every currency.
        donations: { total: byCurrency.INR.total, count: byCurrency.INR.count, meals: mealsFunded(byCurrency), byCurrency },
        ledgerFingerprints: fingerprints,
      };
    },
  };
}

export type TransparencyService = ReturnType<typeof transparencyService>;
