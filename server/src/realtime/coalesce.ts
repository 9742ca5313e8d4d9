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
 * Windows close on a fixed beat counted from the coalescer's creation, not a whole window after the
 * first update that follows a flush. Writing a window to 2,500 sockets holds the thread for 100 ms and
 * more; the credits that waited behind that loop used to open a new full window when it ended, so the
 * slowest of them paid the loop twice plus a whole window (the finale's p99, issue #28). On the beat
 * they wait for the rest of the current window only, and still at most one window closes per width.
 */
export function coalesceByKey<T extends { candidateId: string; seq: number }>(
  emit: (updates: T[]) => void,
  windowMs: number | (() => number) = VOTE_UPDATE_WINDOW_MS,
  /** `beforeClose`: runs as a window closes, before its updates are read (it may still push into it). */
  options: { beforeClose?: () => void } = {},
) {
  const pending = new Map<string, T>();
  let timer: NodeJS.Timeout | null = null;
  const origin = performance.now();
  // A timer can fire a little before its mark (libuv's cached loop time): the window after a flush
  // closes a full width after the previous close was due, never sooner.
  let lastClose = -Infinity;

  const nextClose = (): number => {
    const width = typeof windowMs === 'function' ? windowMs() : windowMs;
    const onBeat = origin + (Math.floor((performance.now() - origin) / width) + 1) * width;
    return Math.max(onBeat, lastClose + width);
  };

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
      lastClose = nextClose();
      timer = setTimeout(flush, lastClose - performance.now());
    },
    /** Sends what is held at once (shutdown). */
    flush(): void {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
