/**
 * Collects vote updates for a short window and emits only the newest per candidate. During a
 * burst of confirmations (a finale-night surge) each candidate's count still reaches every client
 * within the window, but each broadcast (a PostgreSQL NOTIFY and a write to every socket) carries
 * one update per candidate instead of one per payment. Counts are absolute, so dropping the
 * intermediate ones loses nothing; the highest seq wins, so a slower transaction that reports late
 * never replaces a newer count (clients apply the same rule: issue #15).
 */
export const VOTE_UPDATE_WINDOW_MS = 50;

/**
 * `windowMs` may be a function, read as each window opens: the socket fan-out widens its window as
 * more sockets listen (socket.ts).
 *
 * A window opens with the first update after a flush, so a window's write loop (100 ms and more at
 * 2,500 sockets) stretches the period: fewer frames a second than the width says. Windows on a fixed
 * beat were tried (issue #28, session 16): with them the servers wrote the full two frames a second,
 * used 8-16% more CPU on the finale, and its p99 rose in three of four pairs on this two-core machine
 * (BENCHMARKS.md), so the stretch stays. Windows on the wall clock's boundaries, the same on every
 * instance, were tried too (session 19; commit fc0690f, recorded in main's history, not applied): p50 fell by about 60 ms, but both
 * instances then wrote their loops at the same moment, the callbacks' answers waited behind both, and
 * p99 rose in three of four pairs.
 */
export function coalesceByKey<T extends { candidateId: string; seq: number }>(
  emit: (updates: T[]) => void,
  windowMs: number | (() => number) = VOTE_UPDATE_WINDOW_MS,
  /** `beforeClose`: runs as a window closes, before its updates are read (it may still push into it). */
  options: { beforeClose?: () => void } = {},
) {
  const pending = new Map<string, T>();
  let timer: NodeJS.Timeout | null = null;

  let closing = false;
  const flush = () => {
    // What it pushes joins this window and opens no other.
    closing = true;
    options.beforeClose?.();
    closing = false;
    timer = null;
    const updates = [...pending.values()];
    pending.clear();
    // The window's updates go out together: one frame for clients that take batches (socket.ts).
    if (updates.length) emit(updates);
  };

  return {
    push(update: T): void {
      const held = pending.get(update.candidateId);
      if (!held || update.seq > held.seq) pending.set(update.candidateId, update);
      if (timer || closing) return;
      timer = setTimeout(flush, typeof windowMs === 'function' ? windowMs() : windowMs);
    },
    /** Sends what is held at once (shutdown). */
    flush(): void {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
