import '@/styles/index.css';
import { PAGE_MODULES_ID } from '@pageant/common/page-boot';
import { afterFirstPaint, inTasksOfTheirOwn, preloadModules } from '@/ssr/boot';
import { SSR_DATA_ID } from '@/ssr/read-ssr-data';
import { addWebFonts } from '@/styles/web-fonts';

/**
 * The entry, kept tiny (issue #14). A server-rendered page is readable before any script runs, so
 * its first paint waits for nothing but the stylesheet: the app's code, the page's chunk and the web
 * fonts are asked for once that paint is on screen, and the hero picture and text have the phone's
 * connection to themselves until then. The bare shell (admin, a render that fell back) starts at once.
 */
function start(): void {
  preloadModules(document, [PAGE_MODULES_ID]);
  // React's set-up (react-dom's factory runs on first import), then the app's modules, in two tasks.
  inTasksOfTheirOwn([() => import('./react-set-up').then((m) => m.setUpReact()), () => import('./hydrate')]).catch((err: unknown) =>
    console.error('The app failed to load', err),
  );
  setTimeout(() => void addWebFonts(), 0);
}

if (document.getElementById(SSR_DATA_ID)) afterFirstPaint(start);
else start();
