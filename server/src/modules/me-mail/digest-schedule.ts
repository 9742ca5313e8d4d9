import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { istHour, runDigest } from './digest';

/** How often the running server looks whether the day's digests are due (a look after they went costs one query). */
const CHECK_EVERY_MS = 5 * 60_000;

export interface DigestSchedule {
  /** Stops looking and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * The daily digests, from `hourIst` (India time) on: each look on or after that hour runs the digest
 * for the day before, and the claims make every look after the first a no-op, on this instance and on
 * the others. A server started after the hour (or after counts were revealed) still sends that day's.
 * Started by index.ts only: tests call runDigest with the time they choose.
 */
export function startDigestSchedule(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  hourIst: number;
  checkEveryMs?: number;
  /** The clock (tests choose the hour); default the real one. */
  now?: () => Date;
  /** Called after each look with what it did (null: before the hour, or the run failed); tests wait on it. */
  onLook?: (outcome: { day: string; sent: number } | null) => void;
}): DigestSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const look = async () => {
    const now = deps.now?.() ?? new Date();
    if (istHour(now) < deps.hourIst) return deps.onLook?.(null);
    try {
      const { day, sent } = await runDigest(deps.db, deps.mailer, now, { publicUrl: deps.publicUrl, logger: deps.logger });
      if (sent) deps.logger.info({ day, sent }, 'daily digests sent');
      deps.onLook?.({ day, sent });
    } catch (err) {
      deps.logger.error({ err }, 'daily digest run failed');
      deps.onLook?.(null);
    }
  };
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = look().finally(() => {
        running = undefined;
        next(deps.checkEveryMs ?? CHECK_EVERY_MS);
      });
    }, ms);
    // A pending look must not keep a stopping process alive.
    timer.unref();
  };
  next(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
