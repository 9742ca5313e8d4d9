import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkFiles, type Manifest } from './ssr';

/**
 * Her cockpit (/me, issue #30) without her session: the shell, rendered in the browser, which sends
 * her to sign in (signed in, the server renders it for her: cockpit-page.ts). The bare shell would
 * otherwise start nothing until each script had asked for the next (entry → app → page → its chunks) and only then read GET /api/me, whose answer names her photo
 * (the largest paint). The shell names all of it at once instead; every tag is the same for every
 * visitor, so the page still carries nothing of hers.
 */

/** The cockpit's code, as the client build manifest names it: the app's loader and the page itself. */
export const COCKPIT_MODULES = ['src/hydrate.tsx', 'src/pages/me/me-page.tsx'] as const;

/** Exactly the page's own address: its sign-in pages are small and do not read her summary. */
export const isCockpitPage = (pathname: string): boolean => /^\/me\/?$/i.test(pathname);

/**
 * Credentials mode "include", as the page's own read (client/src/api/http.ts) asks: a preload is used
 * only by a fetch of the same mode, otherwise the browser reads her summary twice.
 */
export const COCKPIT_SUMMARY_PRELOAD = '<link rel="preload" href="/api/me" as="fetch" crossorigin="use-credentials">';

/** The tags that go into /me's <head>: its stylesheets, its modules and the read of her summary, all fetched at once. */
export function cockpitPreloads(manifest: Manifest | undefined, shell: string): string {
  const files = manifest ? chunkFiles(manifest, COCKPIT_MODULES, shell) : [];
  // Fetched now but not applied: the placeholder's paint waits for the app's stylesheet only, and
  // the page's loader (Vite's) applies these when it runs, from what is already fetched.
  const styles = files.filter((f) => f.endsWith('.css')).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`);
  const scripts = files.filter((f) => f.endsWith('.js')).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  return [...styles, COCKPIT_SUMMARY_PRELOAD, ...scripts].join('');
}

/**
 * What the page shows while it loads (MeTopBar and MeSkeleton in client/src/pages/me), painted as soon
 * as the stylesheet is in rather than once all its code has run. The same classes, so React's first
 * render replaces it with what looks the same; the sign-out button, which does nothing without the
 * code, comes with React.
 */
export const COCKPIT_PLACEHOLDER =
  '<div class="min-h-dvh bg-ivory"><header class="bg-plum text-ivory"><div class="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">' +
  '<a href="/" class="truncate font-display text-lg font-bold text-gold-light">Indo-US Pageant Alliance</a></div></header>' +
  '<main class="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6"><div aria-busy="true" aria-label="Loading your campaign" class="space-y-6">' +
  '<div class="flex items-center gap-4"><div aria-hidden="true" class="animate-pulse rounded-xl bg-lilac/50 motion-reduce:animate-none size-20 rounded-full"></div>' +
  '<div class="space-y-2"><div aria-hidden="true" class="animate-pulse rounded-xl bg-lilac/50 motion-reduce:animate-none h-3 w-28"></div>' +
  '<div aria-hidden="true" class="animate-pulse rounded-xl bg-lilac/50 motion-reduce:animate-none h-7 w-56"></div></div></div>' +
  '<div aria-hidden="true" class="animate-pulse rounded-xl bg-lilac/50 motion-reduce:animate-none h-48 w-full rounded-3xl"></div>' +
  '<div aria-hidden="true" class="animate-pulse rounded-xl bg-lilac/50 motion-reduce:animate-none h-24 w-full rounded-3xl"></div>' +
  '</div></main></div>';

/** The shell with the cockpit's tags at the end of its <head> and its placeholder in #root. */
export function withCockpitPreloads(shell: string, tags: string): string {
  const close = shell.search(/<\/head>/i);
  if (close === -1) return shell;
  const withHead = `${shell.slice(0, close)}${tags}\n  ${shell.slice(close)}`;
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${COCKPIT_PLACEHOLDER}</div>`);
}

/** Vite's build manifest beside the built client, if there is one. */
export function readClientManifest(clientDist: string): Manifest | undefined {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}
