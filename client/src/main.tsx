// First: zod must be jitless before any schema exists (see zod-without-eval.ts).
import '@/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/fonts.css';
import '@/styles/index.css';
import { App } from '@/app/app';
import { preloadPages } from '@/app/routes';
import { readSsrData } from '@/ssr/read-ssr-data';

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
  // The page's chunk first (it is already on its way: the server preloads it), so the whole page
  // hydrates at once; a failed download still hydrates, and the page then loads as it would anyway.
  const hydrate = () => hydrateRoot(root, app);
  preloadPages(window.location.pathname).then(hydrate, hydrate);
} else createRoot(root).render(app);
