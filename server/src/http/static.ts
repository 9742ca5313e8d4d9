import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request } from 'express';
import type { Logger } from '../logger';
import { injectSeo, robotsTxt, sitemapXml, type PageSeo, type SeoResolver } from './seo';

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
  app.use('/uploads', express.static(uploadsDir, {
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'deny',
    fallthrough: true,
  }));
}

export interface ServeClientOptions {
  /** External base URL for canonical links, Open Graph and the sitemap; by default taken from each request. */
  publicUrl?: string;
  /** Per-request head for data-driven routes (a contestant's share page); null keeps the route's own. */
  resolveSeo?: SeoResolver;
  logger?: Logger;
}

const requestBaseUrl = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * The built SPA with history fallback: every non-API GET that is not a file gets index.html, with the
 * route's title, description, canonical URL and share tags injected (seo.ts). Also robots.txt and sitemap.xml.
 */
export function serveClient(app: Express, dir: string, options: ServeClientOptions = {}): void {
  const indexHtml = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const hasOgImage = existsSync(path.join(dir, 'og-image.png'));
  const baseUrl = (req: Request) => (options.publicUrl ?? requestBaseUrl(req)).replace(/\/+$/, '');

  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(baseUrl(req)));
  });
  app.get('/sitemap.xml', (req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(baseUrl(req)));
  });
  app.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
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
    const html = injectSeo(indexHtml, req.path, { publicUrl, imageUrl: hasOgImage ? `${publicUrl}/og-image.png` : null, page });
    res.status(200).set('Cache-Control', 'no-cache').type('text/html').send(html);
  });
}
