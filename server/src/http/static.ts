import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from '../logger';
import { injectSeo, robotsTxt, sitemapXml, type PageSeo, type SeoResolver } from './seo';
import type { CockpitRenderer } from './cockpit-page';
import { cockpitPreloads, isCockpitPage, readClientManifest, withCockpitPreloads } from './cockpit-shell';
import { fillShell, stylesheetsFirst, type PageRenderer } from './ssr';

/** The repo root: the nearest folder above this file whose package.json declares workspaces. */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

export const repoRoot = findRepoRoot();

export function clientDistDir(): string | null {
  for (const dir of [path.join(repoRoot, 'client', 'dist'), path.resolve(process.cwd(), 'client', 'dist')]) {
    if (existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return null;
}

export function serveUploads(app: Express, uploadsDir: string): void {
  app.use(
    '/uploads',
    express.static(uploadsDir, {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
    }),
  );
}

/** Hashed build files only: one flat name, no path of the visitor's making reaches the disk. */
const ASSET_NAME = /^\/([\w-]+(?:\.[\w-]+)*\.(?:js|css|svg|json))$/;
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Sends the Brotli or gzip copy that the client build wrote beside a hashed asset
 * (client/scripts/precompress.mjs), when the browser accepts it: compressed once at build time,
 * not on every request. Anything else falls through to express.static.
 */
export function precompressed(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = ASSET_NAME.exec(req.path)?.[1];
    if (!name) return next();
    // Every answer for a compressible asset depends on Accept-Encoding, the identity one too.
    res.vary('Accept-Encoding');
    // Our preference, not the header's order: browsers list gzip first yet take Brotli (smaller).
    const choice = ENCODINGS.find(([encoding]) => req.acceptsEncodings(encoding) === encoding);
    const file = choice && path.join(assetsDir, name + choice[1]);
    if (!choice || !file || !existsSync(file)) return next();
    res.set('Content-Encoding', choice[0]);
    res.type(path.extname(name));
    res.sendFile(file, { maxAge: '365d', immutable: true, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}

/**
 * Files under /media keep their names, so the build adds `?v=<hash of the file>` to every reference
 * (client/scripts/media-versions.mjs): a versioned URL never changes content and is cached for a
 * year; a bare one (an old page, a hand-typed link) keeps the hour. Set only on a file actually
 * sent (send keeps a Cache-Control already there), so a 404 is never cached for a year.
 */
function versionedMediaCache(res: Response): void {
  const version = res.req.query.v;
  if (typeof version === 'string' && version !== '') res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

export interface ServeClientOptions {
  /** External base URL for canonical links, Open Graph and the sitemap; by default taken from each request. */
  publicUrl?: string;
  /** Per-request head for data-driven routes (a contestant's share page); null keeps the route's own. */
  resolveSeo?: SeoResolver;
  logger?: Logger;
  /** Renders public pages into their first response (ssr.ts); without it every page is the bare shell. */
  pages?: Promise<PageRenderer | null>;
  /** Renders /me for the contestant signed in (cockpit-page.ts); without it, or signed out, /me is the shell. */
  cockpit?: CockpitRenderer;
}

const requestBaseUrl = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * The built SPA with history fallback: every non-API GET that is not a file gets index.html, with the
 * route's title, description, canonical URL and share tags injected (seo.ts). Also robots.txt and sitemap.xml.
 */
export function serveClient(app: Express, dir: string, options: ServeClientOptions = {}): void {
  const indexHtml = stylesheetsFirst(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const cockpitTags = cockpitPreloads(readClientManifest(dir), indexHtml);
  const hasOgImage = existsSync(path.join(dir, 'og-image.png'));
  const baseUrl = (req: Request) => (options.publicUrl ?? requestBaseUrl(req)).replace(/\/+$/, '');

  app.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(baseUrl(req)));
  });
  app.get('/sitemap.xml', (req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(baseUrl(req)));
  });
  app.use(
    '/assets',
    precompressed(path.join(dir, 'assets')),
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
  );
  app.use('/media', express.static(path.join(dir, 'media'), { index: false, maxAge: '1h', setHeaders: versionedMediaCache }));
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  /** A failed lookup still serves the SPA with the generic head: a share preview is never worth a 500. */
  const lookup = async (pathname: string): Promise<PageSeo | null> => {
    if (!options.resolveSeo) return null;
    try {
      return await options.resolveSeo(pathname);
    } catch (err) {
      options.logger?.warn({ err, path: pathname }, 'page head lookup failed: generic head served');
      return null;
    }
  };
  app.get(/^(?!\/(api|uploads|socket\.io|sandbox)(\/|$)).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const publicUrl = baseUrl(req);
    const page = await lookup(req.path);
    const head = injectSeo(indexHtml, req.path, { publicUrl, imageUrl: hasOgImage ? `${publicUrl}/og-image.png` : null, page });
    const hers = isCockpitPage(req.path) && options.cockpit ? await options.cockpit(req, publicUrl) : null;
    if (hers) {
      // Hers alone: no cache may keep it, and it never enters the page renderer's cache.
      res.status(200).set('Cache-Control', 'private, no-store').vary('Cookie').type('text/html');
      return void res.send(fillShell(head, hers.html, hers.data, hers.head));
    }
    const renderer = await options.pages;
    const rendered = renderer ? await renderer.renderPage(req, publicUrl) : ({ kind: 'shell' } as const);
    const shell = isCockpitPage(req.path) ? withCockpitPreloads(head, cockpitTags) : head;
    const html = rendered.kind === 'page' ? fillShell(head, rendered.html, rendered.data, rendered.head) : shell;
    const status = rendered.kind === 'page' ? rendered.status : 200;
    res.status(status).set('Cache-Control', 'no-cache').type('text/html').send(html);
  });
}
