import {
  CHEER_ANONYMOUS,
  COCKPIT_MSG,
  SHARE_SOURCES,
  type CheerItem,
  type MeSummary,
  type SourceRow,
  type VoteBucket,
  type VoteBucketsQuery,
  type VoteSource,
} from '@pageant/common/content/cockpit';
import { cockpitLinks } from '@pageant/common/content/cockpit-links';
import type { DriveProgressWithDonors } from '@pageant/common/content/csr-drive';
import { registrationStage } from '@pageant/common/content/pipeline';
import type { Db } from '../../db/client';
import { UnauthorizedError } from '../../errors';
import { fundraisingFor } from '../csr-drive/service';
import type { EventService } from '../event/service';
import * as repo from './repo';

/** Who is signed in, as the contestant gate reads her session. */
export interface Her {
  registrationId: string;
  /** Her candidate once she is on the voting page; null before. */
  candidateId: string | null;
}

export interface MeDeps {
  db: Db;
  events: Pick<EventService, 'getStatus'>;
  publicUrl: string;
}

/** The sources in the order the page draws them; direct last. */
const SOURCE_ORDER: readonly VoteSource[] = [...SHARE_SOURCES, 'direct'];

/**
 * Her cockpit's figures (issue #30). Everything is read for the contestant her session names; a
 * contestant who is not on the voting page yet gets empty lists, not errors.
 */
export function meService({ db, events, publicUrl }: MeDeps) {
  /**
   * While counts are hidden she sees what the public sees: no live count or rank, and her ledger as
   * it stood when hiding began (the same "as of" as /api/transparency).
   */
  async function hiding(): Promise<{ hidden: boolean; asOf: string | null }> {
    const { countsHidden, schedule } = await events.getStatus();
    if (!countsHidden) return { hidden: false, asOf: null };
    // Hidden by some other rule than a hide time: nothing of the ledger is shown rather than too much.
    return { hidden: true, asOf: schedule.hideCountsFrom ?? new Date(0).toISOString() };
  }

  return {
    async summary(who: Her): Promise<MeSummary> {
      const [reg, cand, { hidden }] = await Promise.all([
        repo.registration(db, who.registrationId),
        who.candidateId ? repo.candidateWithRank(db, who.candidateId) : null,
        hiding(),
      ]);
      // The session outlived its registration (deleted by an admin): she is signed out in effect.
      const stage = reg && registrationStage(reg);
      if (!reg || !stage) throw new UnauthorizedError(COCKPIT_MSG.signInRequired);
      return {
        registration: {
          stage,
          category: reg.category,
          paidAt: reg.paidAt?.toISOString() ?? null,
          fullName: reg.fullName,
          reviewReason: stage === 'declined' ? reg.reviewReason : null,
        },
        candidate: cand && {
          id: cand.id,
          name: cand.name,
          category: cand.category,
          city: cand.city,
          imageUrl: cand.imageUrl,
          voteCount: hidden ? null : cand.voteCount,
          rank: hidden ? null : cand.rank,
          countsHidden: hidden,
        },
        links: cand && cockpitLinks(publicUrl, cand),
        preferences: { digest: reg.digestEnabled },
      };
    },

    async votes(who: Her, q: VoteBucketsQuery): Promise<{ buckets: VoteBucket[] }> {
      if (!who.candidateId) return { buckets: [] };
      const { asOf } = await hiding();
      const count = q.bucket === 'hour' ? q.days * 24 : q.days;
      const rows = await repo.voteBuckets(db, { candidateId: who.candidateId, unit: q.bucket, count, asOf });
      return { buckets: rows.map((r) => ({ at: r.at.toISOString(), votes: r.votes, supporters: r.supporters })) };
    },

    async sources(who: Her): Promise<{ sources: SourceRow[] }> {
      if (!who.candidateId) return { sources: [] };
      const rows = await repo.sources(db, who.candidateId, (await hiding()).asOf);
      const by = new Map<VoteSource, SourceRow>(SOURCE_ORDER.map((src) => [src, { src, votes: 0, payments: 0 }]));
      for (const r of rows) {
        // A value stored before the rule existed counts as direct, like a missing one.
        const row = by.get(r.src as VoteSource) ?? by.get('direct')!;
        row.votes += r.votes;
        row.payments += r.payments;
      }
      return { sources: [...by.values()] };
    },

    async cheers(who: Her): Promise<{ cheers: CheerItem[] }> {
      if (!who.candidateId) return { cheers: [] };
      const rows = await repo.cheers(db, who.candidateId);
      return {
        cheers: rows.map((r) => ({
          id: r.id,
          name: r.cheerName ?? CHEER_ANONYMOUS,
          message: r.cheer,
          votes: r.votes,
          at: r.at.toISOString(),
        })),
      };
    },

    /** Her charity drive (issue #33) with the first names of donors who chose to be shown to her. */
    async fundraising(who: Her): Promise<{ fundraising: DriveProgressWithDonors | null }> {
      if (!who.candidateId) return { fundraising: null };
      return { fundraising: await fundraisingFor(db, who.candidateId, { withDonorNames: true }) };
    },

    async setPreferences(who: Her, digest: boolean) {
      await repo.setDigest(db, who.registrationId, digest);
      return { success: true as const, message: COCKPIT_MSG.preferencesSaved, preferences: { digest } };
    },
  };
}

export type MeService = ReturnType<typeof meService>;
