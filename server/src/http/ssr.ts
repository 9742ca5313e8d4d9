import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import { PAGE_MODULES_ID, SSR_PUBLIC_ORIGIN } from '@pageant/common/page-boot';
import type { Logger } from '../logger';

/**
 * Server rendering of the public pages (issue #14): the browser's own route table, built for Node
 * by client/vite.ssr.config.ts, renders each public route into its first HTML response with the
 * API answers its first screen needs; the browser hydrates that HTML (client/src/main.tsx).
 */

/** What the client's entry-server tells us about a URL (client/src/ssr/route-plan.ts). */
export interface RoutePlan {
  render: boolean;
  paths: string[];
  requiresEvent: boolean;
  notFound: boolean;
  /** Source files of the matched pages, as the client build manifest names them. */
  modules?: string[];
}

/** One entry of Vite's build manifest (client/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The files `modules` need (each chunk, its CSS and its static imports), less those `shell` already names. */
export function chunkFiles(manifest: Manifest, modules: readonly string[], shell: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  modules.forEach(visit);
  return [...files].filter((file) => !shell.includes(`/${file}`));
}

/**
 * What a page needs besides the entry: its CSS as stylesheets (there at first paint), and its own
 * chunk named for the entry to fetch once that paint is on screen, beside the app's code rather than
 * after it. The chunk's imports follow as the browser reads it: each request a script starts costs the
 * main thread, and a page such as /contestants imports some thirty small chunks. Files the shell
 * already names are left out.
 */
export function chunkPreloads(manifest: Manifest, modules: readonly string[], shell: string): string {
  const styles = chunkFiles(manifest, modules, shell).filter((file) => file.endsWith('.css'));
  const own = modules.flatMap((key) => manifest[key]?.file ?? []).filter((file) => !shell.includes(`/${file}`));
  const list = own.length ? `<script type="application/json" id="${PAGE_MODULES_ID}">${scriptJson(own.map((f) => `/${f}`))}</script>` : '';
  return styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') + list;
}

/** Vite's build manifest beside the built client, if there is one. */
function readManifest(clientDist: string): Manifest | undefined {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

export interface SsrEntry {
  plan(url: string): RoutePlan;
  render(url: string, data: Record<string, unknown>, timeoutMs?: number): Promise<{ html?: string; error?: unknown }>;
}

/** client/dist-ssr/entry-server.js beside the browser build, or null (then pages go out as the bare shell, as before). */
export async function loadSsrEntry(clientDist: string, logger?: Logger): Promise<SsrEntry | null> {
  const file = path.join(path.dirname(clientDist), 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as SsrEntry;
  } catch (err) {
    logger?.error({ err }, 'server rendering bundle failed to load: pages are sent as the bare shell');
    return null;
  }
}

/** Marks the renderer's own API reads, which the per-visitor rate limit does not count; new every start, never sent out. */
export const SSR_HEADER = 'x-pageant-render';
export const ssrToken = randomBytes(24).toString('base64url');
export const isSsrRequest = (req: Request): boolean => req.get(SSR_HEADER) === ssrToken;

/** This very server, as the request reached it: the renderer reads the public API through it, like the browser would. */
function selfOrigin(req: Request): string | null {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return null;
  const host = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  return host.includes(':') ? `http://[${host}]:${localPort}` : `http://${host}:${localPort}`;
}

const FETCH_TIMEOUT_MS = 2000;

/** One public API answer, or undefined (refused, failed, slow): that section then loads in the browser, as before. */
async function readApi(origin: string, apiPath: string): Promise<unknown> {
  // Paths come from route params: only a plain /api path of this server is ever requested.
  const url = new URL(`/api${apiPath}`, origin);
  if (!url.pathname.startsWith('/api/') || url.origin !== origin || apiPath.includes('..')) return undefined;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', [SSR_HEADER]: ssrToken },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}

export type PageResult = { kind: 'page'; status: number; html: string; data: Record<string, unknown>; head: string } | { kind: 'shell' };

interface CachedPage {
  at: number;
  result: PageResult;
}

export interface PageRendererOptions {
  logger?: Logger;
  /** How long a rendered page is reused; any successful write through the API empties the cache sooner. */
  ttlMs?: number;
  /** Renders at once; past this the page goes out as the bare shell, so a burst of unique URLs cannot eat the CPU. */
  maxConcurrent?: number;
  maxEntries?: number;
  /** The client build manifest and shell, for the page's chunk preloads. */
  manifest?: Manifest;
  shell?: string;
}

export interface PageRenderer {
  /** `publicUrl`: the site's external address, which the page's outbound links (share buttons) use. */
  renderPage(req: Request, publicUrl: string): Promise<PageResult>;
  /** Content changed: the next request of every page renders again. */
  invalidate(): void;
}

/**
 * The URL the entry renders for a request target. Joined as text, not resolved against a base: a
 * target such as `//` or `//:99999/` would be read as a host (and `new URL` throws on an empty or bad
 * one), while a visitor only ever asks this server for a path. Null for anything that is not a path.
 */
export function renderUrl(target: string): string | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://render.local${target}`).href;
  } catch {
    return null;
  }
}

export function createPageRenderer(entry: SsrEntry, opts: PageRendererOptions = {}): PageRenderer {
  const ttlMs = opts.ttlMs ?? 5000;
  const maxConcurrent = opts.maxConcurrent ?? 4;
  const maxEntries = opts.maxEntries ?? 200;
  const cache = new Map<string, CachedPage>();
  let running = 0;

  async function renderFresh(req: Request, url: string, publicUrl: string): Promise<PageResult> {
    const plan = entry.plan(url);
    if (!plan.render) return { kind: 'shell' };
    const origin = selfOrigin(req);
    if (!origin) return { kind: 'shell' };
    const answers = await Promise.all(plan.paths.map((p) => readApi(origin, p)));
    const data: Record<string, unknown> = {};
    plan.paths.forEach((p, i) => {
      if (answers[i] !== undefined) data[p] = answers[i];
    });
    if (plan.requiresEvent) {
      // Closed (or unknown): the bare shell, whose browser app goes home as SPEC §4 says. Not a
      // redirect: a shared contestant link must keep its preview (her name and card) for the crawler.
      const status = data['/event/status'] as { isActive?: unknown } | undefined;
      if (!status?.isActive) return { kind: 'shell' };
    }
    data[SSR_PUBLIC_ORIGIN] = publicUrl;
    const rendered = await entry.render(url, data);
    if (rendered.error !== undefined || rendered.html === undefined) {
      opts.logger?.warn({ err: rendered.error, path: req.path }, 'page render failed: bare shell sent');
      return { kind: 'shell' };
    }
    const head = opts.manifest ? chunkPreloads(opts.manifest, plan.modules ?? [], opts.shell ?? '') : '';
    return { kind: 'page', status: plan.notFound ? 404 : 200, html: rendered.html, data, head };
  }

  return {
    async renderPage(req, publicUrl) {
      const url = renderUrl(req.originalUrl);
      if (url === null) return { kind: 'shell' };
      // The address is in the page: without PUBLIC_URL it comes from the request's Host, and one
      // visitor's Host must never reach another's page.
      const key = `${publicUrl} ${req.originalUrl}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.result;
      if (running >= maxConcurrent) return { kind: 'shell' };
      running++;
      try {
        const result = await renderFresh(req, url, publicUrl);
        if (result.kind !== 'shell') {
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
          cache.set(key, { at: Date.now(), result });
        }
        return result;
      } catch (err) {
        opts.logger?.warn({ err, path: req.path }, 'page render failed: bare shell sent');
        return { kind: 'shell' };
      } finally {
        running--;
      }
    },
    invalidate() {
      cache.clear();
    },
  };
}

/** JSON inside <script type="application/json">: nothing in it may close the element or open a comment. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** React writes the preloads of a page (its fetchpriority="high" images, fonts) ahead of the page: they belong in <head>. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/**
 * Vite writes the entry script and its module preloads before the stylesheet. The browser requests in
 * document order, and on a phone's connection the page's first paint waits for the stylesheet and its
 * largest image: both go first, the scripts (which only make the page interactive) after them.
 */
export function stylesheetsFirst(shell: string): string {
  const firstScript = shell.search(/<script\b|<link rel="modulepreload"/i);
  const close = shell.search(/<\/head>/i);
  if (firstScript === -1 || close === -1 || firstScript > close) return shell;
  const sheets: string[] = [];
  const rest = shell.slice(firstScript, close).replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
    sheets.push(tag.trim());
    return '';
  });
  if (!sheets.length) return shell;
  return `${shell.slice(0, firstScript)}${sheets.join('\n    ')}\n    ${rest}${shell.slice(close)}`;
}

/** Where a page's own preloads go: ahead of the shell's scripts (after its stylesheets, see stylesheetsFirst), else at the end of <head>. */
function preloadSlot(shell: string, close: number): number {
  const firstScript = shell.search(/<script\b|<link rel="modulepreload"/i);
  return firstScript !== -1 && firstScript < close ? firstScript : close;
}

/** The shell with the rendered page in #root, its preloads (`head` and React's) in <head>, and the data it was rendered from beside it. */
export function fillShell(shell: string, html: string, data: Record<string, unknown>, head = ''): string {
  const slot = '<div id="root"></div>';
  const close = shell.search(/<\/head>/i);
  if (!shell.includes(slot) || close === -1) return shell;
  const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  const page = html.slice(preloads.length);
  const at = preloadSlot(shell, close);
  const early = at === close || !preloads ? '' : `${preloads}\n    `;
  const late = at === close ? preloads : '';
  const withHead = `${shell.slice(0, at)}${early}${shell.slice(at, close)}${late}${head}\n  ${shell.slice(close)}`;
  return withHead.replace(
    slot,
    () => `<div id="root">${page}</div><script type="application/json" id="ssr-data">${scriptJson(data)}</script>`,
  );
}

/** The renderer for the built client in `clientDist` (loaded in the background), and a way to empty its cache. */
export function renderedPages(clientDist: string, logger?: Logger): { renderer: Promise<PageRenderer | null>; invalidate(): void } {
  let loaded: PageRenderer | null = null;
  const manifest = readManifest(clientDist);
  const shell = readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const renderer = loadSsrEntry(clientDist, logger).then(
    (entry) => (loaded = entry && createPageRenderer(entry, { logger, manifest, shell })),
  );
  return { renderer, invalidate: () => loaded?.invalidate() };
}
