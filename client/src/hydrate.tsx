// First: zod must be jitless before any schema exists (see zod-without-eval.ts).
import '@/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPages } from '@/app/routes';
import { readSsrData } from '@/ssr/read-ssr-data';

// Loaded by main.tsx: at once for the bare shell, after the first paint for a rendered page.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// A public page arrives rendered with the data it was rendered from (server/src/http/ssr.ts):
// React takes over that HTML. The admin, and any page whose render fell back, arrive as the bare shell.
const ssrData = readSsrData(document);
const app = (
  <StrictMode>
    <App ssrData={ssrData} />
  </StrictMode>
);
if (ssrData && root.hasChildNodes()) {
  // The page's chunk first (main.tsx asked for it with this module), so the whole page hydrates at
  // once; a failed download still hydrates, and the page then loads as it would anyway.
  // In a transition, React hydrates in slices and yields between them: taps and paints are not held up
  // by one long task on a slow phone (the page is already on screen, so nothing waits for it).
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  preloadPages(window.location.pathname).then(hydrate, hydrate);
} else {
  // Also in a transition: the first render of a browser-only page (the admin, her cockpit) is sliced
  // too, so a slow phone can paint and answer taps in between.
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}
