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
 * Widths an aligned window may take: each divides a second and is a multiple of the relay's 50 ms, so
 * the relay's boundaries include every instance's delivery boundaries, whatever its width.
 */
const ALIGNED_WIDTHS_MS = [50, 100, 200, 250, 500, 1000];

/** The narrowest aligned width at least `ms` wide: rounded up, so no instance closes windows more often than asked. */
export function alignedWidth(ms: number): number {
  return ALIGNED_WIDTHS_MS.find((w) => w >= ms) ?? Math.ceil(ms / 1000) * 1000;
}

/** The first wall-clock time after `after` that is `offsetMs` past a multiple of `widthMs` since the epoch. */
export function nextBoundary(after: number, widthMs: number, offsetMs: number): number {
  return (Math.floor((after - offsetMs) / widthMs) + 1) * widthMs + offsetMs;
}

/**
 * `windowMs` may be a function, read as each window opens: the socket fan-out widens its window as
 * more sockets listen (socket.ts).
 *
 * With `aligned`, a window closes on the wall clock instead, `offsetMs` after the next multiple of its
 * width (rounded up by `alignedWidth`) since the epoch: instances on one clock close their windows
 * together, so what one relays at a boundary reaches the others' sockets in the same window (issue
 * #28, session 19). At most one window closes per boundary.
 *
 * A window opens with the first update after a flush, so a window's write loop (100 ms and more at
 * 2,500 sockets) stretches the period: fewer frames a second than the width says. Windows on a fixed
 * beat were tried (issue #28, session 16): with them the servers wrote the full two frames a second,
 * used 8-16% more CPU on the finale, and its p99 rose in three of four pairs on this two-core machine
 * (BENCHMARKS.md), so the stretch stays.
 */
export function coalesceByKey<T extends { candidateId: string; seq: number }>(
  emit: (updates: T[]) => void,
  windowMs: number | (() => number) = VOTE_UPDATE_WINDOW_MS,
  /** `beforeClose`: runs as a window closes, before its updates are read (it may still push into it). */
  options: { beforeClose?: () => void; aligned?: { offsetMs: number } } = {},
) {
  const pending = new Map<string, T>();
  let timer: NodeJS.Timeout | null = null;
  // A timer may fire a millisecond before the wall clock reaches its boundary: the next window must not close there again.
  let lastDue = -Infinity;
  const delay = () => {
    const width = typeof windowMs === 'function' ? windowMs() : windowMs;
    if (!options.aligned) return width;
    const now = Date.now();
    lastDue = nextBoundary(Math.max(now, lastDue), alignedWidth(width), options.aligned.offsetMs);
    return lastDue - now;
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
      timer = setTimeout(flush, delay());
    },
    /** Sends what is held at once (shutdown). */
    flush(): void {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
