import { MSG, SCHEDULE_MSG, eventStatusAt, nextBoundary, type EventStatus, type ScheduleInput } from '@pageant/common';
import type { Db, Tx } from '../../db/client';
import { ConflictError } from '../../errors';
import { joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import type { DomainBus } from '../../events';
import type { Logger } from '../../logger';
import * as repo from './repo';

/** How long an instance trusts its copy of the schedule on the hot public paths (counts hidden or not). */
export const STATE_TTL_MS = 1000;
/** A schedule change whose relay was lost (a dropped LISTEN connection) still re-arms the timer within this. */
const RESYNC_MS = 30_000;
/** setTimeout cannot wait longer; a boundary further ahead is re-aimed at when this runs out. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 1000;

const statusAt = (s: repo.EventState, at: number = Date.now()): EventStatus => eventStatusAt(s.schedule, s.manual, at);

/** The audit log's action names for this module (README "Admin audit log"). */
export const EVENT_AUDIT = { toggle: 'event.toggle', schedule: 'event.schedule', reveal: 'event.reveal' } as const;
const SCHEDULE_FIELDS = ['opensAt', 'closesAt', 'hideCountsFrom'] as const;

/** Records a change in the transaction that makes it; a caller outside a request has no `who` and records nothing. */
async function auditEvent(tx: Tx, who: AuditActor | undefined, action: string, summary: string): Promise<void> {
  if (who) await recordAudit(tx, { ...who, action, target: 'event', summary });
}

/**
 * The event switch (SPEC §4) and the finale schedule (issue #15). Every instance keeps a timer on
 * the next boundary; when it fires, every instance drops its caches and exactly one (the winner of
 * a claim in PostgreSQL) announces the new status to every open page.
 */
export function eventService(db: Db, bus: DomainBus, opts: { logger?: Logger } = {}) {
  const { logger } = opts;
  let cached: { state: Promise<repo.EventState>; expires: number } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const remember = (state: repo.EventState) => {
    cached = { state: Promise.resolve(state), expires: Date.now() + STATE_TTL_MS };
    return state;
  };

  /** The schedule and switch as of at most STATE_TTL_MS ago; concurrent callers share one read. */
  function current(): Promise<repo.EventState> {
    if (cached && cached.expires > Date.now()) return cached.state;
    const entry = { state: repo.readState(db), expires: Number.POSITIVE_INFINITY };
    cached = entry;
    entry.state.then(
      () => {
        if (cached === entry) entry.expires = Date.now() + STATE_TTL_MS;
      },
      () => {
        if (cached === entry) cached = null;
      },
    );
    return entry.state;
  }

  const refresh = async () => remember(await repo.readState(db));

  function arm(state: repo.EventState) {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    const next = nextBoundary(state.schedule, Date.now());
    if (!next) return;
    timer = setTimeout(() => void fire(next), Math.min(Math.max(0, next.getTime() - Date.now()), MAX_TIMER_MS));
    timer.unref();
  }

  async function fire(at: Date) {
    timer = null;
    if (stopped) return;
    try {
      if (Date.now() < at.getTime()) return arm(await refresh());
      const claimed = await repo.claimBoundary(db, at);
      const state = remember(claimed ?? (await repo.readState(db)));
      // Computed at the boundary itself, so an instance whose clock runs early still announces the right value.
      const status = statusAt(state, Math.max(Date.now(), at.getTime()));
      bus.publish('event.stateChanged', status);
      if (claimed) bus.publish('event.statusChanged', status);
      arm(state);
    } catch (err) {
      logger?.error({ err, boundary: at.toISOString() }, 'event schedule boundary failed; retrying');
      if (!stopped) timer = setTimeout(() => void fire(at), RETRY_MS).unref();
    }
  }

  const resync = () => {
    if (stopped) return;
    refresh().then(arm, (err: unknown) => logger?.warn({ err }, 'event schedule re-read failed'));
  };

  /** A write here: answer with it, tell every page and every instance. */
  function changed(state: repo.EventState): EventStatus {
    remember(state);
    arm(state);
    const status = statusAt(state);
    bus.publish('event.stateChanged', status);
    bus.publish('event.statusChanged', status);
    return status;
  }

  const offElsewhere = bus.on('event.changedElsewhere', () => {
    if (stopped) return;
    refresh().then(
      (state) => {
        arm(state);
        bus.publish('event.stateChanged', statusAt(state));
      },
      (err: unknown) => logger?.warn({ err }, 'event schedule re-read failed'),
    );
  });
  const poll = setInterval(resync, RESYNC_MS).unref();
  resync();

  return {
    /** GET /api/event/status: read afresh, as the vote initiation decides with it. */
    async getStatus(): Promise<EventStatus> {
      return statusAt(await refresh());
    },

    /** Whether the public may see counts right now (hot paths: the list, fetchbyid, each credited vote). */
    async countsHidden(): Promise<boolean> {
      return statusAt(await current()).countsHidden;
    },

    /** The SPEC §4 switch: it rules until the next window boundary; every open page hears it (DESIGN §6). */
    /** The change and its audit entry commit together (`who` is absent only for callers outside a request). */
    async setStatus(isActive: boolean, who?: AuditActor) {
      const state = await db.transaction(async (tx) => {
        const before = statusAt(await repo.readState(tx));
        const after = await repo.writeSwitch(tx, isActive);
        await auditEvent(
          tx,
          who,
          EVENT_AUDIT.toggle,
          joinSummary(summarizeChanges({ isActive: before.isActive }, { isActive: statusAt(after).isActive }, ['isActive'])),
        );
        return after;
      });
      const { isActive: now } = changed(state);
      return { isActive: now, message: now ? MSG.eventActive : MSG.eventClosed };
    },

    async setSchedule(input: ScheduleInput, who?: AuditActor) {
      const state = await db.transaction(async (tx) => {
        const before = await repo.readState(tx);
        const after = await repo.writeSchedule(tx, input);
        await auditEvent(
          tx,
          who,
          EVENT_AUDIT.schedule,
          joinSummary(summarizeChanges({ ...before.schedule }, { ...after.schedule }, SCHEDULE_FIELDS)),
        );
        return after;
      });
      const { schedule } = changed(state);
      const cleared = input.opensAt === null && input.closesAt === null && input.hideCountsFrom === null;
      return { success: true, message: cleared ? SCHEDULE_MSG.scheduleCleared : SCHEDULE_MSG.scheduleSaved, schedule };
    },

    async reveal(who?: AuditActor) {
      const state = await db.transaction(async (tx) => {
        const after = await repo.reveal(tx);
        if (after) await auditEvent(tx, who, EVENT_AUDIT.reveal, `revealedAt: ${after.schedule.revealedAt}`);
        return after;
      });
      if (!state) throw new ConflictError(SCHEDULE_MSG.countsNotHidden, 'COUNTS_NOT_HIDDEN');
      const { schedule } = changed(state);
      return { success: true, message: SCHEDULE_MSG.countsRevealed, schedule };
    },

    /** Stops the timers (app shutdown). */
    stop(): void {
      stopped = true;
      offElsewhere();
      clearInterval(poll);
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type EventService = ReturnType<typeof eventService>;
