import { expect, test, type Locator, type Page } from './fixtures';
import { eventOnDuringTheseTests } from './pages/event-switch';

/**
 * Issue #14: phones downloaded a 1202 px picture shown 507 px wide and 600 px portraits shown at a
 * third of that. Every upload now has variants, and the browser must fetch the one its box needs.
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 } as const;

interface Loaded {
  /** Laid-out width in CSS px (what `sizes` describes; a hover zoom or the hero's slight scale is not counted). */
  shown: number;
  /** Pixel width of the file the browser chose (decoded again, not the density-corrected naturalWidth). */
  file: number;
  currentSrc: string;
  /** The widths the AVIF source offers, from its srcset. */
  offered: number[];
}

async function loaded(img: Locator): Promise<Loaded> {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const probe = new Image();
    probe.src = el.currentSrc;
    await probe.decode();
    const srcset = el.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
    const offered = srcset
      .split(',')
      .map((c) => Number(/ (\d+)w$/.exec(c.trim())?.[1]))
      .filter((w) => w > 0);
    return { shown: el.offsetWidth, file: probe.naturalWidth, currentSrc: el.currentSrc, offered };
  });
}

/**
 * The file is AVIF and the smallest offered width that covers the box at the screen's density (the
 * largest when none does), so never more than one variant step (at most 2x) above what is shown.
 */
function expectServedAtShownSize(what: string, img: Loaded, dpr: number) {
  const needed = img.shown * dpr;
  const covering = img.offered.filter((w) => w >= needed - 1);
  const best = covering.length > 0 ? Math.min(...covering) : Math.max(...img.offered);
  const detail = `${what}: ${img.currentSrc} is ${img.file} px for a ${img.shown.toFixed(0)} px box at ${dpr}x; offered ${img.offered.join(', ')}`;
  expect(img.offered.length, detail).toBeGreaterThan(1);
  expect(img.currentSrc, detail).toMatch(/\.avif$/);
  expect(img.file, detail).toBe(best);
  expect(img.file, detail).toBeLessThanOrEqual(Math.max(Math.min(...img.offered), 2 * needed));
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toHaveCount(1);
}

test.describe('responsive images on a phone (390x844, 2x)', () => {
  test.use(PHONE);
  const event = eventOnDuringTheseTests({ withContestant: true });

  test('the home page hero photo is its largest paint, fetched first and at the width of the phone', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: string[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { url: string })[]) w.__lcp.push(e.url);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await openPage(page, '/');
    const hero = page.locator('section[aria-labelledby="home-title"] img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    const img = await loaded(hero);
    expectServedAtShownSize('home hero', img, PHONE.deviceScaleFactor);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp.at(-1))).toBe(img.currentSrc);
  });

  test('the contestants page podium and cards load the variant their boxes need', async ({ page }) => {
    await openPage(page, '/contestants');
    const podium = page.getByRole('list', { name: 'Top three contestants' }).locator('img');
    await expect(podium).toHaveCount(3);
    for (const img of await podium.all()) expectServedAtShownSize('podium photo', await loaded(img), PHONE.deviceScaleFactor);
    const cards = page.locator('article img');
    await expect(cards.first()).toBeVisible();
    for (const img of (await cards.all()).slice(0, 6))
      expectServedAtShownSize('contestant card', await loaded(img), PHONE.deviceScaleFactor);
  });

  test("a contestant's page shows her photo at its size, as the page's priority image", async ({ page }) => {
    await openPage(page, `/contestants/vote/${event.contestantId}`);
    const photo = page.locator('article[aria-labelledby="contestant-name"] img');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    expectServedAtShownSize('contestant photo', await loaded(photo), PHONE.deviceScaleFactor);
  });

  test('every variant of the hero answers with its type and is cached for a year as immutable', async ({ page, request }) => {
    await openPage(page, '/');
    const hero = page.locator('section[aria-labelledby="home-title"] picture');
    const srcsets = await hero.evaluate((el) => [...el.querySelectorAll('source, img')].map((s) => s.getAttribute('srcset') ?? ''));
    const urls = srcsets.flatMap((set) => set.split(',').map((c) => c.trim().split(' ')[0]!));
    expect(urls.filter((u) => u.endsWith('.avif')).length).toBeGreaterThan(1);
    expect(urls.filter((u) => u.endsWith('.webp')).length).toBeGreaterThan(1);
    for (const url of urls) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
      expect(res.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });
});
