import { MEAL_COST_INR } from '@pageant/common';
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

const paise = (rupees: string) => Math.round(Number(rupees) * 100);

export function transparencyService(db: Db, events: Pick<EventService, 'getStatus'>) {
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
      return {
        votes: { ...votes, byCandidate: hidden ? withoutCounts(byCandidate) : byCandidate, countsHidden: hidden },
        donations: { ...donations, meals: Math.floor(paise(donations.total) / (MEAL_COST_INR * 100)) },
        ledgerFingerprints: fingerprints,
      };
    },
  };
}

export type TransparencyService = ReturnType<typeof transparencyService>;
