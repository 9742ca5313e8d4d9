// First: zod must be jitless before any schema exists (see zod-without-eval.ts).
import '@/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import '@/styles/index.css';
import { App } from '@/app/app';
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
if (ssrData && root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
