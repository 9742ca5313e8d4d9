import { z } from 'zod';

/**
 * zod v4 builds its object parsers with `new Function`, and probes for it with `Function('')`
 * even where a CSP without 'unsafe-eval' forbids it: the browser reports a violation (Lighthouse's
 * Best practices) though zod swallows the error. Object schemas decide at construction, so this
 * must run before any module that defines one is evaluated.
 */
export function zodWithoutEval(): void {
  z.config({ jitless: true });
}
