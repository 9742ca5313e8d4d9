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
