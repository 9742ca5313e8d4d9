/** The longest a rendered page waits for its first paint before loading its code anyway (a page that never paints still becomes usable). */
export const FIRST_PAINT_FALLBACK_MS = 3000;

/**
 * Runs `then` once the page's first contentful paint is on screen (or at once if it already is). A
 * browser without paint timing (Safari before 14.1), and a hidden tab, which paints only when shown,
 * get the fallback timer.
 */
export function afterFirstPaint(then: () => void, win: Window & typeof globalThis = window): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    win.clearTimeout(timer);
    then();
  };
  const timer = win.setTimeout(run, FIRST_PAINT_FALLBACK_MS);
  const painted = () => win.performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return run();
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    observer = new win.PerformanceObserver(() => {
      if (painted()) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
}

/** Module URLs the server listed in the JSON elements `ids` (a malformed or missing list is no list). */
export function listedModules(doc: Document, ids: readonly string[]): string[] {
  const urls: string[] = [];
  for (const id of ids) {
    try {
      const list: unknown = JSON.parse(doc.getElementById(id)?.textContent ?? '[]');
      if (Array.isArray(list))
        urls.push(...list.filter((u): u is string => typeof u === 'string' && u.startsWith('/') && !u.startsWith('//')));
    } catch {
      // A list the browser cannot read only costs the parallel download: the imports still load.
    }
  }
  return [...new Set(urls)];
}

/** Asks for the listed modules now, in parallel with the entry's own import, without running them. */
export function preloadModules(doc: Document, ids: readonly string[]): void {
  for (const href of listedModules(doc, ids)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Runs each step in a task of its own, the next one queued once the previous has settled. Evaluating
 * React's chunk and the app's modules in one go was the longest task after a phone's first paint on
 * /contestants (issue #32); in two tasks the page can paint and answer a tap in between. A step that
 * fails is passed over: the next one imports what it needs anyway. The last step's failure is the caller's.
 */
export async function inTasksOfTheirOwn<T>(
  steps: readonly [...(() => Promise<unknown>)[], () => Promise<T>],
  nextTask: (run: () => void) => void = (run) => void setTimeout(run, 0),
): Promise<T> {
  const last = steps.length - 1;
  for (let i = 0; i < last; i++) {
    await steps[i]?.().catch(() => undefined);
    await new Promise<void>((resolve) => nextTask(resolve));
  }
  return (steps[last] as () => Promise<T>)();
}
