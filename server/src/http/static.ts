import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';

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

/** The built SPA with history fallback: every non-API GET that is not a file gets index.html. */
export function serveClient(app: Express, dir: string): void {
  app.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/(api|uploads|socket\.io|sandbox)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(path.join(dir, 'index.html'));
  });
}
