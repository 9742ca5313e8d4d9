import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createPageRenderer, fillShell, scriptJson, SSR_HEADER, ssrToken, type RoutePlan, type SsrEntry } from '../src/http/ssr';
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
    expect(data).toEqual({ '/event/status': { isActive: false }, '/people?page=1': { people: ['Asha <script>'] } });
    expect(block).not.toContain('<');
    expect(stage.apiReads.map((r) => r.path).sort()).toEqual(['/broken', '/event/status', '/people?page=1']);
    expect(stage.apiReads.every((r) => r.internal)).toBe(true);
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

  it('sends contestant pages home from the server while the event is off, and renders them while it is on', async () => {
    const stage = fresh();
    const { app, renderer } = appFor(stage);
    const off = await request(app).get('/contestants').set('Accept', 'text/html');
    expect(off.status).toBe(302);
    expect(off.headers.location).toBe('/');
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

  it('keeps a shell without the root slot as it is', () => {
    expect(fillShell('<body></body>', '<p>x</p>', {})).toBe('<body></body>');
    expect(fillShell('<div id="root"></div>', '$& $1', {})).toBe(
      '<div id="root">$& $1</div><script type="application/json" id="ssr-data">{}</script>',
    );
  });
});
