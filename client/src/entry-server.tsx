// The server's entry (vite.ssr.config.ts builds it to client/dist-ssr): server/src/http/ssr.ts
// imports it at run time to render public pages into their first HTML response.
import '@/zod-without-eval';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { routes } from '@/app/routes';
import { serverApp } from '@/app/server-app';
import { planRoute, type RoutePlan } from '@/ssr/route-plan';
import type { SsrData } from '@/ssr/ssr-data';

export type { RoutePlan };

export function plan(url: string): RoutePlan {
  return planRoute(routes, new URL(url));
}

/** HTML of the page, or the first error: then the server sends the bare shell and the browser renders it alone. */
export type Rendered = { html: string; error?: undefined } | { html?: undefined; error: unknown };

/**
 * The page at `url` as complete HTML within `timeoutMs`. Prerendering (react-dom/static) waits for every
 * Suspense boundary, lazy page chunks included, and writes them in place: no inline script, which
 * the CSP (script-src 'self') would refuse anyway.
 */
export async function render(url: string, data: SsrData, timeoutMs = 3000): Promise<Rendered> {
  let error: unknown = null;
  const fail = (err: unknown) => {
    error ??= err ?? new Error('render failed');
  };
  const app = await serverApp(new URL(url), data, fail);
  if (!app) return { error: new Error('the router answered with a response, not a page') };
  try {
    const { prelude } = await prerenderToNodeStream(<StrictMode>{app}</StrictMode>, {
      signal: AbortSignal.timeout(timeoutMs),
      // Never outline a large boundary into a later chunk revealed by inline script: the page goes out whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: fail,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return error ? { error } : { html: Buffer.concat(chunks).toString('utf8') };
  } catch (err) {
    return { error: err };
  }
}
