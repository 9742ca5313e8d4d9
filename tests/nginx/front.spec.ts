import http from 'node:http';
import { expect, test, type Response } from '@playwright/test';
import { A, B, clientAddr, expectServedBy, instanceAddr } from './helpers';
import { STACK, url } from './stack.mjs';

const SITE = 'Indo-US Pageant Alliance';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const anInstance = new RegExp(`127\\.0\\.0\\.1:(${A.port}|${B.port})`);

/** The API rate limit left for the caller, asking through instance A's port from a given loopback address. */
function rateLimitRemaining(from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: A.pinnedPort, path: '/api/event/status', localAddress: from }, (res) => {
        res.resume();
        const header = String(res.headers.ratelimit ?? '');
        const remaining = /remaining=(\d+)/.exec(header)?.[1];
        if (res.statusCode !== 200 || remaining === undefined) reject(new Error(`${res.statusCode} RateLimit: ${header}`));
        else resolve(Number(remaining));
      })
      .on('error', reject);
  });
}

test.describe('the front serves the site from the client and the server instances', () => {
  test('when a visitor opens the home page, then it renders, and its hashed assets come from the client with a year of caching and gzip', async ({
    page,
  }) => {
    const assets: Response[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r);
    });

    const home = await page.goto('/');

    expect(home?.status()).toBe(200);
    expect(home?.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveTitle(`Season 10 · ${SITE}`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register with us' })).toBeVisible();

    const scripts = assets.filter((r) => /\.(js|css)$/.test(new URL(r.url()).pathname));
    expect(scripts.length).toBeGreaterThan(0);
    for (const r of assets) {
      expect(r.status(), r.url()).toBe(200);
      expect(r.headers()['cache-control'], r.url()).toBe(YEAR_IMMUTABLE);
    }
    // nginx leaves files under gzip_min_length (1 KB) as they are.
    const [compressed, small] = [
      scripts.filter((r) => r.headers()['content-encoding'] === 'gzip'),
      scripts.filter((r) => !r.headers()['content-encoding']),
    ];
    expect(compressed.length).toBeGreaterThan(0);
    for (const r of small) expect((await r.body()).length, r.url()).toBeLessThan(1024);
    expect(compressed.length + small.length).toBe(scripts.length);
    for (const r of assets) await expectServedBy(STACK.front, 'GET', new URL(r.url()).pathname, clientAddr, 200);
  });

  test('when an asset is asked for with and without gzip, then nginx compresses only on request and says it varies', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const gzipped = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });

    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(gzipped.headers().vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plain.headers()['cache-control']).toBe(YEAR_IMMUTABLE);
    // Playwright inflates the body: both are the same file.
    expect((await gzipped.body()).equals(await plain.body())).toBe(true);
  });

  for (const [route, title, canonical] of [
    ['/aboutus', `About Us · ${SITE}`, '/aboutus'],
    ['/registration', `Register with us · ${SITE}`, '/registration'],
    ['/index.html', `Season 10 · ${SITE}`, '/'],
  ] as const) {
    test(`when ${route} is requested, then the server answers it with the route's own meta and no caching`, async ({ request }) => {
      const res = await request.get(route, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });

      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      expect(res.headers()['content-encoding']).toBe('gzip');
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${url(STACK.front, canonical)}" />`);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      await expectServedBy(STACK.front, 'GET', route, anInstance, 200);
    });
  }

  test("when a contestant's share page is requested, then the server injects her name and share card, and her photo is served from the shared uploads", async ({
    request,
  }) => {
    const { candidates } = (await (await request.get('/api/candidates/fetch?limit=1')).json()) as {
      candidates: { _id: string; name: string; imageUrl: string }[];
    };
    const [candidate] = candidates;
    expect(candidate?.imageUrl).toMatch(/^\/uploads\//);

    const res = await request.get(`/contestants/vote/${candidate!._id}`, { headers: { Accept: 'text/html' } });

    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="Vote for ${candidate!.name} · ${SITE}" />`);
    // Her share card (drawn from her photo) is the preview image, reachable through the front like any API answer.
    const card = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1] ?? '';
    expect(card.startsWith(url(STACK.front, `/api/candidates/share-card/${candidate!._id}/`)), card).toBe(true);
    const cardRes = await request.get(card);
    expect(cardRes.status()).toBe(200);
    expect(cardRes.headers()['content-type']).toBe('image/jpeg');
    // Instance A seeded the photo; both instances share DATA_DIR/uploads.
    for (const port of [A.pinnedPort, B.pinnedPort]) {
      const image = await request.get(url(port, candidate!.imageUrl));
      expect(image.status(), `${candidate!.imageUrl} on ${port}`).toBe(200);
      expect(image.headers()['content-type']).toBe('image/webp');
    }
    await expectServedBy(B.pinnedPort, 'GET', candidate!.imageUrl, instanceAddr(B), 200);
  });

  test("when a body is larger than the upload limit allows, then nginx refuses it in the API's error shape before any instance sees it", async ({
    request,
  }) => {
    const limitMb = STACK.uploadMaxMb * 10 + 6;
    const tooLarge = Buffer.alloc((limitMb + 1) * 1024 * 1024);
    const withinLimit = Buffer.alloc(2 * 1024 * 1024);

    const refused = await request.post('/api/sponsor/upload?probe=too-large', {
      data: tooLarge,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    const passed = await request.post('/api/sponsor/upload?probe=within', {
      data: withinLimit,
      headers: { 'Content-Type': 'application/octet-stream' },
    });

    expect(refused.status()).toBe(413);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'The upload is too large.',
      error: 'The upload is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    await expectServedBy(STACK.front, 'POST', '/api/sponsor/upload?probe=too-large', '-', 413);
    // Under nginx's limit the request reaches an instance, which asks for the admin session.
    expect(passed.status()).toBe(401);
    await expectServedBy(STACK.front, 'POST', '/api/sponsor/upload?probe=within', anInstance, 401);
  });

  test('when clients at two addresses call the API, then the server tells them apart: nginx passes the client address', async () => {
    const first = await rateLimitRemaining('127.0.0.2');
    const again = await rateLimitRemaining('127.0.0.2');
    const other = await rateLimitRemaining('127.0.0.3');

    expect(again).toBe(first - 1);
    // Without X-Forwarded-For every request would come from nginx's own address, one counter.
    expect(other).toBe(first);
  });
});
