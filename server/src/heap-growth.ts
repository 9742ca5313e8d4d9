import v8 from 'node:v8';

/**
 * How far the heap may grow past what survived the last full collection before V8 collects again.
 * V8's own factor runs up to 4x on a machine with plenty of memory. On finale night an instance with
 * 2,500 sockets keeps 70-85 MB alive while requests and frames promote about 5 MB a second of
 * short-lived objects, so its RSS climbed from about 150 MB to 400-420 MB (over the issue's 400 MB
 * budget) between full collections, all of it garbage (BENCHMARKS.md, session 16). At 2x it collects
 * about every 80 MB promoted: RSS peaked at 258-262 MB, for about 1.3 s more CPU per instance over the
 * finale's minute (1.5x: 218 MB for about 1.8 s; the collections' marking runs on V8's own threads).
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Set at start by the server's entry, so every way of starting it (npm start, the container, the
 * benchmarks) runs with the same bound. V8 reads this flag each time it sets the next collection's
 * limit, so setting it after the isolate exists takes effect from the first full collection on.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
