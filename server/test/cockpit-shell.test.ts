import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { serveClient } from '../src/http/static';

/**
 * Issue #30: /me is rendered in the browser, so its shell names the page's code and her summary's
 * read at once, rather than leaving each script to ask for the next before GET /api/me starts.
 */

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_preload-helper-1.js'], css: ['assets/index-1.css'] },
  '_preload-helper-1.js': { file: 'assets/preload-helper-1.js' },
  'src/hydrate.tsx': { file: 'assets/hydrate-1.js', imports: ['_react-1.js', 'index.html'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/pages/me/me-page.tsx': {
    file: 'assets/me-page-1.js',
    imports: ['_react-1.js', 'src/hydrate.tsx', '_cockpit-1.js'],
    css: ['assets/me-page-1.css'],
  },
  '_cockpit-1.js': { file: 'assets/cockpit-1.js', imports: ['_format-1.js'] },
  '_format-1.js': { file: 'assets/format-1.js' },
  'src/pages/home/home-page.tsx': { file: 'assets/home-page-1.js' },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cockpit-shell-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function app() {
  const a = express();
  serveClient(a, dir, { publicUrl: 'https://pageant.example' });
  return a;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the cockpit’s shell', () => {
  test('when /me is requested, then its head preloads the page’s chunks, reads her summary with her cookie, and its body holds a placeholder', async () => {
    for (const p of ['/me', '/me/', '/me?src=mail']) {
      const res = await request(app()).get(p).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      const h = head(res.text);
      for (const file of ['preload-helper-1.js', 'hydrate-1.js', 'react-1.js', 'me-page-1.js', 'cockpit-1.js', 'format-1.js'])
        expect(h).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
      expect(h).toContain('<link rel="preload" as="style" crossorigin href="/assets/me-page-1.css">');
      // The page's own read sends her cookie (credentials "include"): only a preload of that mode is reused.
      expect(h).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin="use-credentials">');
      // Named once: what the shell already loads is not asked for again.
      expect(h.match(/index-1\.js/g)).toHaveLength(1);
      expect(h).not.toContain('home-page-1.js');
      // Something to paint once the stylesheet is in, before any of that code has run.
      expect(res.text).toMatch(/<div id="root"><div class="min-h-dvh bg-ivory">.*aria-label="Loading your campaign"/);
    }
  });

  test('when another page, or her sign-in page, is requested, then it carries none of the cockpit’s preloads', async () => {
    for (const p of ['/', '/me/signin', '/me/login?token=abc', '/media', '/admin']) {
      const res = await request(app()).get(p).set('Accept', 'text/html');
      expect(res.text).not.toContain('/api/me');
      expect(res.text).not.toContain('me-page-1');
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  test('when /me is requested, then its shell is the same for every visitor and not stored by shared caches', async () => {
    const a = await request(app()).get('/me').set('Accept', 'text/html').set('Cookie', 'pageant.contestant=one');
    const b = await request(app()).get('/me').set('Accept', 'text/html');
    expect(a.text).toBe(b.text);
    expect(a.headers['cache-control']).toMatch(/no-cache|no-store/);
  });
});
