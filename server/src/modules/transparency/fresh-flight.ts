/**
 * Shares one run of `compute` among concurrent callers without ever answering a caller with a run
 * that began before it asked: while a run is in flight, every newcomer waits for the single run that
 * starts after it. A public page that hashes the whole ledger thus costs at most one run at a time
 * (plus one queued) however many visitors ask, and a refund committed before a request is always in
 * its answer.
 */
export function freshFlight<T>(compute: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const run = compute().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };

  return () => {
    if (!running) return start();
    if (!queued) {
      const settled = running.then(
        () => undefined,
        () => undefined,
      );
      queued = settled.then(() => {
        queued = null;
        return start();
      });
    }
    return queued;
  };
}
