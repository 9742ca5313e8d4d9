import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { SSR_PUBLIC_ORIGIN } from '@pageant/common/page-boot';
import {
  chunkPreloads,
  createPageRenderer,
  fillShell,
  stylesheetsFirst,
  scriptJson,
  SSR_HEADER,
  ssrToken,
  type RoutePlan,
  type SsrEntry,
} from '../src/http/ssr';
import { serveClient } from '../src/http/static';

/**
 * The page renderer around the client's entry-server: an entry written here (its rendering is the
 * client's, tested in the browser by tests/e2e/ssr.spec.ts) over a real Express app and real HTTP.
 */
interface Stage {
  isActive: boolean;
  renders: string[];
  apiReads: { path: string; internal: boolean }[];
  failRender: boolean;
}

function entryFor(stage: Stage): SsrEntry {
  return {
    plan(url: string): RoutePlan {
      const { pathname } = new URL(url);
      if (pathname.startsWith('/admin')) return { render: false, paths: [], requiresEvent: false, notFound: false };
      const paths = ['/event/status'];
      if (pathname === '/people') paths.push('/people?page=1', '/broken', '/../admin/secret');
      return { render: true, paths, requiresEvent: pathname === '/contestants', notFound: pathname === '/gone' };
    },
    async render(url, data) {
      stage.renders.push(new URL(url).pathname);
      if (stage.failRender) return { error: new Error('boom') };
      return { html: `<main><h1>${new URL(url).pathname}</h1><p>${Object.keys(data).length} answers</p></main>` };
    },
  };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function appFor(stage: Stage, opts: { ttlMs?: number; maxConcurrent?: number } = {}) {
  const renderer = createPageRenderer(entryFor(stage), opts);
  const app = express();
  app.use('/api', (req, _res, next) => {
    stage.apiReads.push({ path: req.url, internal: req.get(SSR_HEADER) === ssrToken });
    next();
  });
  app.get('/api/event/status', (_req, res) => res.json({ isActive: stage.isActive }));
  app.get('/api/people', (_req, res) => res.json({ people: ['Asha <script>'] }));
  app.get('/api/broken', (_req, res) => res.status(500).json({ message: 'down' }));
  app.get('/api/admin/secret', (_req, res) => res.json({ secret: true }));
  serveClient(app, dir, { publicUrl: 'https://pageant.example', pages: Promise.resolve(renderer) });
  return { app, renderer };
}

const fresh = (): Stage => ({ isActive: false, renders: [], apiReads: [], failRender: false });

describe('server-rendered pages', () => {
  it('puts the rendered page in #root and the data it used beside it, read from this server through /api', async () => {
    const stage = fresh();
    const { app } = appFor(stage);
    const res = await request(app).get('/people').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"><main><h1>/people</h1>');
    const block = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(res.text)?.[1] ?? '';
    const data = JSON.parse(block) as Record<string, unknown>;
    // A failed read is left out (the browser loads it), and a path leaving /api is never requested.
    expect(data).toEqual({
      '/event/status': { isActive: false },
      '/people?page=1': { people: ['Asha <script>'] },
      [SSR_PUBLIC_ORIGIN]: 'https://pageant.example',
    });
    expect(block).not.toContain('<');
    expect(stage.apiReads.map((r) => r.path).sort()).toEqual(['/broken', '/event/status', '/people?page=1']);
    expect(stage.apiReads.every((r) => r.internal)).toBe(true);
  });

  it("renders with the site's public address, the one the browser hydrates with, and never one a request's Host names", async () => {
    // Issue #26 item 14: share links in the first HTML are absolute, to PUBLIC_URL.
    const stage = fresh();
    const seen: unknown[] = [];
    const entry = entryFor(stage);
    const renderer = createPageRenderer({ ...entry, render: (url, data) => (seen.push(data[SSR_PUBLIC_ORIGIN]), entry.render(url, data)) });
    const app = express();
    app.get('/api/event/status', (_req, res) => res.json({ isActive: true }));
    serveClient(app, dir, { publicUrl: 'https://pageant.example/', pages: Promise.resolve(renderer) });
    const res = await request(app).get('/faq').set('Host', 'evil.example').set('Accept', 'text/html');
    const block = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(res.text)?.[1] ?? '{}';
    expect((JSON.parse(block) as Record<string, unknown>)[SSR_PUBLIC_ORIGIN]).toBe('https://pageant.example');
    expect(seen).toEqual(['https://pageant.example']);

    // Without PUBLIC_URL the address comes from each request: one Host's page is never another's.
    const byHost = express();
    byHost.get('/api/event/status', (_req, r) => r.json({ isActive: true }));
    serveClient(byHost, dir, { pages: Promise.resolve(createPageRenderer(entryFor(fresh()), { ttlMs: 60_000 })) });
    const origin = async (host: string) => {
      const r = await request(byHost).get('/faq').set('Host', host).set('Accept', 'text/html');
      const json = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(r.text)?.[1] ?? '{}';
      return (JSON.parse(json) as Record<string, unknown>)[SSR_PUBLIC_ORIGIN];
    };
    expect(await origin('one.example')).toBe('http://one.example');
    expect(await origin('two.example')).toBe('http://two.example');
  });

  it('reuses a render within its time to live, and renders again after a write empties the cache', async () => {
    const stage = fresh();
    const { app, renderer } = appFor(stage, { ttlMs: 60_000 });
    await request(app).get('/faq').set('Accept', 'text/html');
    await request(app).get('/faq').set('Accept', 'text/html');
    expect(stage.renders).toEqual(['/faq']);
    renderer.invalidate();
    await request(app).get('/faq').set('Accept', 'text/html');
    expect(stage.renders).toEqual(['/faq', '/faq']);
  });

  it('leaves contestant pages to the browser while the event is off (it goes home), and renders them while it is on', async () => {
    const stage = fresh();
    const { app, renderer } = appFor(stage);
    const off = await request(app).get('/contestants').set('Accept', 'text/html');
    expect(off.status).toBe(200);
    expect(off.text).toContain('<div id="root"></div>');
    expect(stage.renders).toEqual([]);
    stage.isActive = true;
    renderer.invalidate();
    const on = await request(app).get('/contestants').set('Accept', 'text/html');
    expect(on.status).toBe(200);
    expect(on.text).toContain('<h1>/contestants</h1>');
  });

  it('answers the catch-all page with 404, and leaves the admin as the bare shell', async () => {
    const stage = fresh();
    const { app } = appFor(stage);
    expect((await request(app).get('/gone').set('Accept', 'text/html')).status).toBe(404);
    const admin = await request(app).get('/admin/login').set('Accept', 'text/html');
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('<div id="root"></div>');
    expect(admin.text).not.toContain('ssr-data');
    expect(stage.renders).toEqual(['/gone']);
  });

  it('falls back to the bare shell when a render fails, and does not cache the failure', async () => {
    const stage = { ...fresh(), failRender: true };
    const { app } = appFor(stage, { ttlMs: 60_000 });
    const res = await request(app).get('/faq').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    stage.failRender = false;
    const again = await request(app).get('/faq').set('Accept', 'text/html');
    expect(again.text).toContain('<h1>/faq</h1>');
  });

  it('sends the bare shell instead of queueing when too many renders are already running', async () => {
    const stage = fresh();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const entry = entryFor(stage);
    const slow: SsrEntry = {
      ...entry,
      render: async (url, data) => {
        const rendered = entry.render(url, data);
        await gate;
        return rendered;
      },
    };
    const renderer = createPageRenderer(slow, { maxConcurrent: 1 });
    const app = express();
    app.get('/api/event/status', (_req, res) => res.json({ isActive: false }));
    serveClient(app, dir, { pages: Promise.resolve(renderer) });
    const server = app.listen(0);
    try {
      const first = request(server)
        .get('/one')
        .set('Accept', 'text/html')
        .then((r) => r);
      while (stage.renders.length === 0) await new Promise((r) => setTimeout(r, 5));
      const second = await request(server).get('/two').set('Accept', 'text/html');
      expect(second.text).toContain('<div id="root"></div>');
      release();
      expect((await first).text).toContain('<h1>/one</h1>');
    } finally {
      server.close();
    }
  });
});

describe('the data block', () => {
  it('cannot close its script element or open a comment', () => {
    const json = scriptJson({ a: '</script><!-- x', b: '\u2028' });
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!-- x', b: '\u2028' });
  });

  it('keeps a shell without the root slot or a head as it is, and takes the page literally', () => {
    expect(fillShell('<head></head><body></body>', '<p>x</p>', {})).toBe('<head></head><body></body>');
    expect(fillShell('<body><div id="root"></div></body>', '<p>x</p>', {})).toBe('<body><div id="root"></div></body>');
    expect(fillShell('<head></head><div id="root"></div>', '$& $1', {})).toBe(
      '<head>\n  </head><div id="root">$& $1</div><script type="application/json" id="ssr-data">{}</script>',
    );
  });
});

describe('the preloads React writes ahead of a page', () => {
  it('move into <head>, where the browser finds them before the body', () => {
    const shell = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const out = fillShell(shell, '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><main>page</main>', {});
    expect(out).toMatch(/<link rel="preload" as="image" href="\/a.webp" fetchPriority="high"\/>\s*<\/head>/);
    expect(out).toContain('<div id="root"><main>page</main></div>');
  });
});

describe('the order of <head>', () => {
  const vite = [
    '<html><head><title>x</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '  </head><body><div id="root"></div></body></html>',
  ].join('\n');
  const at = (html: string, needle: string) => {
    const i = html.indexOf(needle);
    expect(i).toBeGreaterThan(-1);
    return i;
  };

  it('puts the stylesheet ahead of the scripts Vite writes first, keeping every tag', () => {
    const shell = stylesheetsFirst(vite);
    expect(at(shell, 'index-1.css')).toBeLessThan(at(shell, 'index-1.js'));
    expect(at(shell, 'index-1.js')).toBeLessThan(at(shell, 'react-2.js'));
    expect(shell.match(/<link|<script/g)).toHaveLength(3);
    expect(stylesheetsFirst('<head><title>x</title></head>')).toBe('<head><title>x</title></head>');
  });

  it("puts the page's image preloads after the stylesheet and ahead of every script, and the page's chunks at the end", () => {
    const out = fillShell(
      stylesheetsFirst(vite),
      '<link rel="preload" as="image" href="/a.avif"/><main>page</main>',
      {},
      '<link rel="modulepreload" href="/assets/page-3.js">',
    );
    expect(at(out, 'index-1.css')).toBeLessThan(at(out, '/a.avif'));
    expect(at(out, '/a.avif')).toBeLessThan(at(out, 'index-1.js'));
    expect(at(out, 'react-2.js')).toBeLessThan(at(out, 'page-3.js'));
    expect(at(out, 'page-3.js')).toBeLessThan(at(out, '</head>'));
  });
});

describe('chunk preloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react-2.js'], css: ['assets/index-1.css'] },
    '_react-2.js': { file: 'assets/react-2.js' },
    'src/pages/faq/faq-page.tsx': { file: 'assets/faq-page-3.js', imports: ['_shared-4.js', '_react-2.js'], css: ['assets/faq-3.css'] },
    '_shared-4.js': { file: 'assets/shared-4.js', imports: ['_react-2.js'] },
  };
  const shell = '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-2.js">';

  it("link a page's CSS (and its imports' CSS) and list its own chunk for the entry, never what the shell already loads", () => {
    const withCss = { ...manifest, '_shared-4.js': { ...manifest['_shared-4.js'], css: ['assets/shared-4.css'] } };
    expect(chunkPreloads(withCss, ['src/pages/faq/faq-page.tsx'], shell)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/faq-3.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/shared-4.css">' +
        '<script type="application/json" id="page-modules">["/assets/faq-page-3.js"]</script>',
    );
    // Nothing a script would fetch before the first paint: the list is data for the entry.
    expect(chunkPreloads(manifest, ['src/pages/faq/faq-page.tsx'], shell)).not.toMatch(
      /modulepreload|<script(?! type="application\/json")/,
    );
  });

  it('are empty for a module the manifest does not know', () => {
    expect(chunkPreloads(manifest, ['src/pages/none.tsx'], shell)).toBe('');
  });
});
