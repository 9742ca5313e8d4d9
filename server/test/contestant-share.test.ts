import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import request from 'supertest';
import { contestantSeoResolver } from '../src/modules/candidates/share-seo';
import { serveClient } from '../src/http/static';
import { createTestDatabase, type TestDatabase } from './helpers/db';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The generic description." />
    <meta property="og:title" content="Stale title" />
    <title>Indo-US Pageant Alliance · Season 10</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const BASE = 'https://pageant.example';

let database: TestDatabase;
let dir: string;
let app: Express;

/** The SPA as app.ts serves it: the contestant lookup goes to the real database. */
function makeApp(resolveSeo = contestantSeoResolver(database.db), withOgImage = false): Express {
  const siteDir = withOgImage ? mkdtempSync(path.join(tmpdir(), 'share-og-')) : dir;
  if (withOgImage) {
    writeFileSync(path.join(siteDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(siteDir, 'og-image.png'), 'png');
  }
  const a = express();
  serveClient(a, siteDir, { publicUrl: BASE, resolveSeo });
  return a;
}

async function newCandidate(name: string, imageUrl: string): Promise<string> {
  const { rows } = await database.pool.query('INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, $2, 10) RETURNING id', [
    name,
    imageUrl,
  ]);
  return rows[0].id as string;
}

const page = (a: Express, url: string) => request(a).get(url).set('Accept', 'text/html');
const count = (html: string, needle: string) => html.split(needle).length - 1;
const GENERIC_TITLE = '<title>Season 10 · Indo-US Pageant Alliance</title>';

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'share-test-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  app = makeApp();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
});

describe('/contestants/vote/:id share previews', () => {
  test("when a contestant's link is opened, then the head names her, shows her share card and mentions Season 10", async () => {
    const id = await newCandidate('Ananya Sharma', '/uploads/images/ananya.webp');
    const res = await page(app, `/contestants/vote/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    const url = `${BASE}/contestants/vote/${id}`;
    expect(html).toContain('<title>Vote for Ananya Sharma · Indo-US Pageant Alliance</title>');
    expect(html).toContain('<meta property="og:title" content="Vote for Ananya Sharma · Indo-US Pageant Alliance" />');
    const card = new RegExp(`<meta property="og:image" content="${BASE}/api/candidates/share-card/${id}/[0-9a-f]{16}\\.jpg" />`);
    expect(html).toMatch(card);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:alt" content="Ananya Sharma" />');
    expect(html).toMatch(/<meta property="og:description" content="Vote for Ananya Sharma in Season 10 [^"]*" \/>/);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:title" content="Vote for Ananya Sharma · Indo-US Pageant Alliance" />');
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${BASE}/api/candidates/share-card/${id}/[0-9a-f]{16}\\.jpg" />`));
    expect(html).toMatch(/<meta name="twitter:description" content="[^"]*Season 10[^"]*" \/>/);
    // index.html's own copies are replaced, not duplicated; the SPA body is untouched.
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'property="og:title"')).toBe(1);
    expect(html).not.toContain('Stale title');
    expect(html).not.toContain('The generic description.');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  test('when the name holds <, ", & and \', then every injected copy is escaped', async () => {
    const id = await newCandidate(`Eve <script>"&'</script>`, '/uploads/images/eve.webp');
    const html = (await page(app, `/contestants/vote/${id}`)).text;
    const escaped = 'Eve &lt;script&gt;&quot;&amp;&#39;&lt;/script&gt;';
    expect(html).toContain(`<title>Vote for ${escaped} · Indo-US Pageant Alliance</title>`);
    expect(html).toContain(`<meta property="og:title" content="Vote for ${escaped} · Indo-US Pageant Alliance" />`);
    expect(html).toContain(`<meta property="og:image:alt" content="${escaped}" />`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"&\'');
  });

  test('when her photo lives on a CDN or is missing, then her card still stands in for it, never the raw photo', async () => {
    const cdn = await newCandidate('Kavya Reddy', 'https://cdn.example/images/kavya.webp?v=1&w=2');
    const cdnHtml = (await page(app, `/contestants/vote/${cdn}`)).text;
    expect(cdnHtml).toMatch(
      new RegExp(`<meta property="og:image" content="${BASE}/api/candidates/share-card/${cdn}/[0-9a-f]{16}\\.jpg" />`),
    );
    expect(cdnHtml).not.toContain('cdn.example');

    const bare = await newCandidate('Priya Mehta', '');
    const site = makeApp(contestantSeoResolver(database.db), true);
    const html = (await page(site, `/contestants/vote/${bare}`)).text;
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${BASE}/api/candidates/share-card/${bare}/[0-9a-f]{16}\\.jpg" />`));
    expect(html).not.toContain('og-image.png');
    expect(html).toContain('<meta property="og:title" content="Vote for Priya Mehta · Indo-US Pageant Alliance" />');
  });

  test('when a section page is opened, then the site card is announced with its size and type', async () => {
    const site = makeApp(contestantSeoResolver(database.db), true);
    const html = (await page(site, '/aboutus')).text;
    expect(html).toContain(`<meta property="og:image" content="${BASE}/og-image.png" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  test('when the path has a trailing slash or other case, then the contestant is still found', async () => {
    const id = await newCandidate('Sneha Kulkarni', '/uploads/images/sneha.webp');
    const html = (await page(app, `/Contestants/Vote/${id.toUpperCase()}/`)).text;
    expect(html).toContain('<meta property="og:title" content="Vote for Sneha Kulkarni · Indo-US Pageant Alliance" />');
    expect(html).toContain(`<meta property="og:url" content="${BASE}/contestants/vote/${id}" />`);
  });

  test.each([
    ['an unknown id', '/contestants/vote/7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a'],
    ['a malformed id', '/contestants/vote/not-a-uuid'],
    ['broken percent-encoding', '/contestants/vote/%E0%A4%A'],
    ['a quote-laden id', `/contestants/vote/${encodeURIComponent('"><script>x</script>')}`],
  ])('when the link has %s, then 200 with the SPA and the generic head', async (_label, url) => {
    const res = await page(app, url);
    expect(res.status).toBe(200);
    expect(res.text).toContain(GENERIC_TITLE);
    expect(res.text).not.toContain('og:url');
    expect(res.text).not.toContain('og:image');
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('<div id="root"></div>');
  });

  test('when the lookup itself fails, then the SPA is still served with the generic head', async () => {
    const failing = makeApp(async () => {
      throw new Error('database down');
    });
    const res = await page(failing, '/contestants/vote/7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a');
    expect(res.status).toBe(200);
    expect(res.text).toContain(GENERIC_TITLE);
  });

  test('when another route is requested, then the lookup leaves its own head alone', async () => {
    const html = (await page(app, '/contestants')).text;
    expect(html).toContain('<title>Contestants · Indo-US Pageant Alliance</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/contestants" />`);
  });
});

describe('share preview description', () => {
  test('when the name is very long, then the description stays within 160 characters and still says Season 10', async () => {
    const name = 'Rajalakshmi Venkataraman Subramaniam-Iyer '.repeat(3).trim().slice(0, 120);
    const id = await newCandidate(name, '/uploads/long.webp');
    const res = await page(app, `/contestants/vote/${id}`);
    const description = /<meta name="description" content="([^"]*)"/.exec(res.text)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(100);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toContain('Season 10');
    expect(description.endsWith('…')).toBe(true);
  });
});
