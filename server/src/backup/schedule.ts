import { takeBackup, type BackupJob, type TakeOutcome } from './take';

export interface BackupSchedule {
  /** Stops checking and waits for a backup in progress to finish. */
  stop(): Promise<void>;
}

export interface ScheduleOptions {
  intervalMs: number;
  /** How often to look whether a backup is due; default a quarter of the interval, at most 5 minutes. */
  checkEveryMs?: number;
  /** Called after each look, with what came of it (tests wait on it; the server logs failures). */
  onCheck?: (outcome: TakeOutcome | { failed: Error }) => void;
}

const MAX_CHECK_MS = 5 * 60_000;

/**
 * A backup every `intervalMs`, counted from the last one any instance started (kept in the
 * database), so a restart neither repeats one nor pushes the next one back, and several instances
 * on one database take each backup once.
 */
export function startBackupSchedule(job: BackupJob, opts: ScheduleOptions): BackupSchedule {
  const checkEveryMs = opts.checkEveryMs ?? Math.min(Math.max(opts.intervalMs / 4, 1000), MAX_CHECK_MS);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const check = async () => {
    let outcome: TakeOutcome | { failed: Error };
    try {
      outcome = await takeBackup(job, { trigger: 'schedule', dueAfterMs: opts.intervalMs });
    } catch (err) {
      outcome = { failed: err as Error };
      job.logger.error({ err }, 'scheduled backup failed');
    }
    opts.onCheck?.(outcome);
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = check().finally(() => {
        running = undefined;
        next();
      });
    }, checkEveryMs);
    // A pending look must not keep a stopping process alive.
    timer.unref();
  };
  next();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
