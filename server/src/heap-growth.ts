import v8 from 'node:v8';

/**
 * How far the heap may grow past what survived the last full collection before V8 collects again.
 * V8's own factor runs up to 4x on a machine with plenty of memory. On finale night an instance with
 * 2,500 sockets keeps about 90 MB alive while requests and frames promote a few MB a second of
 * short-lived objects, so its RSS climbed from about 150 MB to 400 MB (the issue's budget) between
 * full collections, all of it garbage (BENCHMARKS.md, session 16). At 1.5x it collects about every
 * 50 MB promoted: more full collections (marked concurrently), and a resident size that follows what
 * is alive rather than what was allocated.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Set at start by the server's entry, so every way of starting it (npm start, the container, the
 * benchmarks) runs with the same bound. V8 reads this flag each time it sets the next collection's
 * limit, so setting it after the isolate exists takes effect from the first full collection on.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
