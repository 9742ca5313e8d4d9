/**
 * zod v4 builds its object parsers with `new Function`, and probes for it with `Function('')`
 * even where a CSP without 'unsafe-eval' forbids it: the browser reports a violation (Lighthouse's
 * Best practices) though zod swallows the error. Object schemas decide at construction, so this
 * must run before any module that defines one is evaluated.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod, and
 * read with `??=` when zod loads), so it is set there rather than through `z.config()`: importing
 * zod for that one call put zod's core in the first load of every page (3.7 KB gzipped) though only
 * the forms need it. common/test/zod-without-eval.test.ts checks zod still reads it.
 */
export function zodWithoutEval(): void {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  shared.__zod_globalConfig ??= {};
  shared.__zod_globalConfig.jitless = true;
}
