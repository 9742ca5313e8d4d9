import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import robotsParser from 'robots-parser';
import request from 'supertest';
import { PUBLIC_ROUTES, injectSeo } from '../src/http/seo';
import { serveClient } from '../src/http/static';
import { shareCardPath } from '../src/modules/candidates/share-card';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The generic description."
    />
    <title>Indo-US Pageant Alliance · Season 10</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const BASE = 'https://pageant.example';
let dir: string;
let app: Express;

/** A small app: an API route, then the SPA served from a temp folder holding only index.html. */
function makeApp(options?: { publicUrl?: string }): Express {
  const a = express();
  a.get('/api/ping', (_req, res) => {
    res.json({ ok: true });
  });
  serveClient(a, dir, options);
  a.use('/api', (_req, res) => {
    res.status(404).json({ message: 'not found' });
  });
  return a;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'seo-test-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  app = makeApp({ publicUrl: BASE });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const count = (html: string, re: RegExp) => (html.match(new RegExp(re, 'g')) ?? []).length;

describe('per-route head tags in the served index.html', () => {
  test('when /faq is requested, then it gets its own title, description, canonical and share tags', async () => {
    const res = await request(app).get('/faq').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(count(html, /<title>/)).toBe(1);
    expect(html).toContain('<title>Frequently Asked Questions · Indo-US Pageant Alliance</title>');
    expect(count(html, /name="description"/)).toBe(1);
    expect(html).not.toContain('The generic description.');
    expect(html).toContain(`<meta name="description" content="${PUBLIC_ROUTES['/faq']!.description}" />`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/faq" />`);
    expect(html).toContain('<meta property="og:title" content="Frequently Asked Questions · Indo-US Pageant Alliance" />');
    expect(html).toContain('<meta property="og:description" content="');
    expect(html).toContain(`<meta property="og:url" content="${BASE}/faq" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Indo-US Pageant Alliance" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('name="robots"');
    // Tags land inside <head>, the body is untouched.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  test('when the path has a trailing slash or other case, then the canonical URL is the clean route', async () => {
    const res = await request(app).get('/FAQ/?utm_source=x').set('Accept', 'text/html');
    expect(res.text).toContain(`<link rel="canonical" href="${BASE}/faq" />`);
  });

  test('when a value holds quotes, ampersands or angle brackets, then every one is escaped', () => {
    const html = injectSeo(INDEX_HTML, '/termsandconditions', { publicUrl: 'https://a.example/?x="1"&y=<2>' });
    expect(html).toContain('<title>Terms &amp; Conditions · Indo-US Pageant Alliance</title>');
    expect(html).toContain('content="Terms &amp; Conditions · Indo-US Pageant Alliance"');
    expect(html).toContain('href="https://a.example/?x=&quot;1&quot;&amp;y=&lt;2&gt;/termsandconditions"');
    expect(html).not.toMatch(/="[^"]*<2>/);
  });

  test('every public route description fits in 160 characters and titles are distinct', () => {
    const titles = new Set<string>();
    for (const [route, seo] of Object.entries(PUBLIC_ROUTES)) {
      expect([route, seo.description.length <= 160]).toEqual([route, true]);
      titles.add(seo.title);
    }
    expect(titles.size).toBe(Object.keys(PUBLIC_ROUTES).length);
  });

  test('when an unknown path is requested, then it keeps the generic title and has no canonical URL', async () => {
    const res = await request(app).get('/no-such-page').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Season 10 · Indo-US Pageant Alliance</title>');
    expect(res.text).not.toContain('rel="canonical"');
  });

  test('when an admin page is requested, then it is marked noindex', async () => {
    for (const p of ['/admin/login', '/admin', '/admin/dashboard']) {
      const res = await request(app).get(p).set('Accept', 'text/html');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('rel="canonical"');
    }
    const faq = await request(app).get('/faq').set('Accept', 'text/html');
    expect(faq.text).not.toContain('noindex');
  });

  test('when an og-image.png is shipped, then og:image points at it under the public URL', async () => {
    const withImage = mkdtempSync(path.join(tmpdir(), 'seo-test-img-'));
    try {
      writeFileSync(path.join(withImage, 'index.html'), INDEX_HTML);
      writeFileSync(path.join(withImage, 'og-image.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      const a = express();
      serveClient(a, withImage, { publicUrl: BASE });
      const res = await request(a).get('/aboutus').set('Accept', 'text/html');
      expect(res.text).toContain(`<meta property="og:image" content="${BASE}/og-image.png" />`);
      expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    } finally {
      rmSync(withImage, { recursive: true, force: true });
    }
  });

  test('when no public URL is given, then it is taken from the request host', async () => {
    const res = await request(makeApp()).get('/faq').set('Host', 'pageant.local:8080').set('Accept', 'text/html');
    expect(res.text).toContain('<link rel="canonical" href="http://pageant.local:8080/faq" />');
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt keeps crawlers out of admin and the API and points at the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${BASE}/sitemap.xml`]));
  });

  test('robots.txt lets link-preview crawlers fetch a share card, and still keeps them out of the rest of the API', async () => {
    // Issue #26 item 11: a contestant's link shared on X or Facebook showed no picture.
    const res = await request(app).get('/robots.txt');
    const robots = robotsParser(`${BASE}/robots.txt`, res.text);
    const card = `${BASE}${shareCardPath({ id: 'c0ffee', name: 'Asha Rao', imageUrl: '/uploads/asha.jpg', category: 'Miss', city: 'Pune' })}`;
    for (const bot of ['Twitterbot', 'facebookexternalhit', 'LinkedInBot', 'Googlebot']) {
      expect([bot, robots.isAllowed(card, bot)]).toEqual([bot, true]);
      for (const closed of ['/api/admin/payments', '/api/payment/get-registration', '/api/candidates', '/admin/login']) {
        expect([bot, closed, robots.isAllowed(`${BASE}${closed}`, bot)]).toEqual([bot, closed, false]);
      }
      expect(robots.isAllowed(`${BASE}/contestants/vote/c0ffee`, bot)).toBe(true);
    }
  });

  test('sitemap.xml lists every public content page with absolute URLs, and no payment or contestant page', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [
        '/',
        '/registration',
        '/behindthescene',
        '/awards',
        '/aboutus',
        '/competitions',
        '/faq',
        '/privacypolicy',
        '/pressandmediacredentials',
        '/charitablealliance',
        '/termsandconditions',
      ]
        .map((p) => `${BASE}${p}`)
        .sort(),
    );
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe('API paths are left alone', () => {
  test('when an API route answers, then its JSON is untouched', async () => {
    const res = await request(app).get('/api/ping').set('Accept', 'text/html');
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['content-type']).toMatch(/json/);
  });

  test('when an unknown API path is requested with Accept html, then it is not given the SPA', async () => {
    const res = await request(app).get('/api/nothing-here').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<title>');
  });
});
