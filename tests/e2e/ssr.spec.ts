import { expect, test, type APIRequestContext, type Page, workerBaseURL } from './fixtures';
import { PUBLIC_ROUTES } from './pages/public-routes';
import { firstContestantId, eventOnDuringTheseTests } from './pages/event-switch';

/** Issue #14: every public route arrives rendered (its h1 in the first response) and hydrates without a mismatch. */
const ROUTES = PUBLIC_ROUTES;

/** Visible text of the first h1 inside #root of raw HTML (tags, React's text markers and entities resolved). */
function rawH1(html: string): string | null {
  const root = html.indexOf('<div id="root">');
  if (root === -1) return null;
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(root));
  if (!m) return null;
  return m[1]
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<span aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** React's hydration failures, by message or by the minified error codes of production builds (418, 419, 423, 425). */
const HYDRATION_ERROR = /hydrat|did not match|server rendered|react\.dev\/errors\/4(18|19|23|25)\b/i;

/** Console errors and uncaught errors while `page` loads `path` and settles. */
async function loadCollectingErrors(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && HYDRATION_ERROR.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  await page.goto(path);
  await expect(page.locator('main h1')).toHaveCount(1);
  // Hydrated, not only painted: a click before this is a full page load, not the in-app navigation under test.
  await expect(page.locator('html')).toHaveAttribute('data-page-ready');
  await page.waitForLoadState('networkidle');
  return errors;
}

async function expectRenderedRoute(page: Page, request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const serverH1 = rawH1(html);
  expect(serverH1, `${path}: no h1 in the first response`).toBeTruthy();
  expect(html).toContain('<script type="application/json" id="ssr-data">');
  // The CSP allows no inline script: the only inline element is the (inert) JSON data block.
  expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? []).toEqual([]);

  const errors = await loadCollectingErrors(page, path);
  expect(errors, `${path}: hydration errors`).toEqual([]);
  // The page the browser ends with has the heading the server sent: nothing was swapped on hydration.
  const clientH1 = await page.locator('main h1').evaluate((h1) => {
    const copy = h1.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
  expect(clientH1).toBe(serverH1);
}

test.describe('public pages are server-rendered', () => {
  for (const path of ROUTES) {
    test(`${path} has its h1 in the first response and hydrates cleanly`, async ({ page, request }) => {
      await expectRenderedRoute(page, request, path);
    });
  }

  test('an unknown address is a rendered 404 page', async ({ page, request }) => {
    const res = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(404);
    expect(rawH1(await res.text())).toBe('This page has left the stage');
    const errors = await loadCollectingErrors(page, '/no-such-page');
    expect(errors).toEqual([]);
  });

  test('the admin stays a client-only app: its pages are the bare shell', async ({ request }) => {
    const html = await (await request.get('/admin/login', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-data"');
  });

  test('with the event off, a contestant page is the bare shell (the browser goes home) that still carries her share preview', async ({
    page,
    request,
  }) => {
    const id = await firstContestantId(request);
    const html = await (await request.get(`/contestants/vote/${id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<meta property="og:title" content="Vote for /);
    await page.goto(`/contestants/vote/${id}`);
    await expect(page).toHaveURL(/\/$/);
  });

  test('after a navigation, pages load their own data again (the first page data is not reused)', async ({ page }) => {
    const errors = await loadCollectingErrors(page, '/');
    expect(errors).toEqual([]);
    // Survives only an in-app navigation: a full page load would bring the first page data along again.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    const homeH1 = await page.locator('main h1').innerText();
    await page.locator('header').getByRole('link', { name: 'About Us' }).first().click();
    await expect(page).toHaveURL(/\/aboutus$/);
    // The address changes as the navigation starts; the page only once its chunk is in. Going back
    // before that cancels the navigation, and the home page, never left, fetches nothing.
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main h1')).not.toHaveText(homeH1);
    await expect(page.locator('html')).toHaveAttribute('data-same-document');
    const back = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'GET');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await back;
  });
});

test.describe('contestant pages are server-rendered while the event is on', () => {
  const event = eventOnDuringTheseTests({ withContestant: true });

  test('/contestants has its h1 and first contestants in the first response', async ({ page, request }) => {
    await expectRenderedRoute(page, request, '/contestants');
  });

  test('a contestant page has her name in the first response', async ({ page, request }) => {
    await expectRenderedRoute(page, request, `/contestants/vote/${event.contestantId}`);
  });

  test('share links in the first response are absolute, to the public address (issue #26)', async ({ request }, testInfo) => {
    const site = workerBaseURL(testInfo);
    for (const path of ['/contestants', `/contestants/vote/${event.contestantId}`]) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const shared = [...html.matchAll(/href="(https:\/\/(?:www\.facebook\.com\/sharer\/sharer\.php|wa\.me\/\?text=)[^"]*)"/g)].map((m) => {
        const url = new URL(m[1].replace(/&amp;/g, '&'));
        return url.searchParams.get('u') ?? url.searchParams.get('text')?.split(' ').pop() ?? '';
      });
      expect(shared.length, path).toBeGreaterThan(0);
      for (const link of shared) expect(link.startsWith(`${site}/contestants/vote/`), `${path}: ${link}`).toBe(true);
    }
  });
});
