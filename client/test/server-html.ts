import type { ReactElement } from 'react';
// The node build, as the server uses it (the browser build jest would pick needs MessageChannel).
import { renderToString } from 'react-dom/server.node';

// A boundary the server could not finish is written as `<!--$!-->` for the browser to render alone.
const UNFINISHED = '<!--$!-->';

/**
 * The HTML the server would send for `element` (entry-server.tsx prerenders, waiting for every lazy
 * chunk): rendered again until no Suspense boundary is left unfinished. Not React's prerender itself:
 * in one jsdom with the browser renderer, it leaves its last suspended task's context providers set
 * on the shared context objects, and the browser's hydration then sees a router inside a router.
 */
export async function serverHtml(element: ReactElement, attempts = 20): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const html = renderToString(element);
    if (!html.includes(UNFINISHED)) return html;
    // Let the lazy chunks the render asked for arrive.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`A Suspense boundary was still unfinished after ${attempts} renders`);
}
