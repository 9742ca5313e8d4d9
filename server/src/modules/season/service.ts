import type { Season } from '@pageant/common/content/season-rules';
import type { Db } from '../../db/client';
import type { DomainBus } from '../../events';
import { joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import * as repo from './repo';

/**
 * How long an instance trusts its copy when no notification came: writes here clear it at once,
 * another instance's through realtime's relay (season.changedElsewhere); this only bounds a lost relay.
 */
export const SEASON_CACHE_TTL_MS = 30_000;

export const SEASON_AUDIT = 'season.update';

/** The audit summary's fields: one per thing the admin edits, flat so summarizeChanges can compare them. */
const flat = (s: Season) => ({
  finaleAt: s.finale.at,
  finaleVenue: s.finale.venue,
  registrationOpensAt: s.registration.opensAt,
  registrationClosesAt: s.registration.closesAt,
  auditions: s.auditions,
});
const AUDITED_FIELDS = Object.keys(
  flat({ finale: { at: null, venue: null }, registration: { opensAt: null, closesAt: null }, auditions: [] }),
);

/** Issue #32: the season's calendar (finale, registration window, auditions): read by every public page and by registration. */
export function seasonService(db: Db, bus?: DomainBus, opts: { ttlMs?: number } = {}) {
  const ttlMs = opts.ttlMs ?? SEASON_CACHE_TTL_MS;
  let cached: { season: Promise<Season>; expires: number } | null = null;
  const forget = () => {
    cached = null;
  };
  const offElsewhere = bus?.on('season.changedElsewhere', forget);

  return {
    /** The calendar as of a moment ago (shared by concurrent callers); exact after any write on any instance. */
    current(): Promise<Season> {
      if (cached && cached.expires > Date.now()) return cached.season;
      const entry = { season: repo.readSeason(db), expires: Number.POSITIVE_INFINITY };
      cached = entry;
      // A write that cleared the copy while this read ran drops it: its older answer is not kept.
      entry.season.then(
        () => {
          if (cached === entry) entry.expires = Date.now() + ttlMs;
        },
        () => {
          if (cached === entry) cached = null;
        },
      );
      return entry.season;
    },

    /** Replaces the calendar; the change and its audit entry commit together. */
    async save(input: Season, who: AuditActor): Promise<Season> {
      const saved = await db.transaction(async (tx) => {
        const before = await repo.readSeason(tx);
        const after = await repo.writeSeason(tx, input);
        const summary = joinSummary(summarizeChanges(flat(before), flat(after), AUDITED_FIELDS));
        await recordAudit(tx, { ...who, action: SEASON_AUDIT, target: 'season calendar', summary });
        return after;
      });
      forget();
      bus?.publish('season.changed', {});
      return saved;
    },

    stop(): void {
      offElsewhere?.();
    },
  };
}

export type SeasonService = ReturnType<typeof seasonService>;
