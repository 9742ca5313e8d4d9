import { expect, test, type Page, workerBaseURL } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { adminRequest, eventOnDuringTheseTests } from './pages/event-switch';
import { pngFile } from './pages/png-file';

/** Issue #29: a shared `?category=Mrs` link lists only Mrs contestants, and every card says who she is. */

// Names no seeded contestant has, so a search finds exactly these two.
const MISS = { name: 'Ishita Category-Miss', category: 'Miss', city: 'Nagpur' } as const;
const MRS = { name: 'Lavanya Category-Mrs', category: 'Mrs', city: 'Mysuru' } as const;

// Exact: "Top three contestants" (the podium) would match too.
const grid = (page: Page) => page.getByRole('list', { name: 'Contestants', exact: true });
const search = (page: Page, term: string) => page.getByRole('searchbox', { name: 'Search contestants' }).fill(term);

test.describe.configure({ timeout: 90_000 });

test.describe('/contestants by category', () => {
  eventOnDuringTheseTests();
  const created: string[] = [];
  // Its own admin client: the event switch's is closed by its afterAll, which may run before this file's.
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
    for (const c of [MISS, MRS]) {
      const photo = await pngFile(`${c.category}.png`, c.category === 'Miss' ? '#7b1fa2' : '#c2185b', 800, 1000);
      const res = await admin.post('/api/candidates/create', {
        multipart: { name: c.name, category: c.category, city: c.city, image: photo },
      });
      expect(res.status()).toBe(201);
      created.push(((await res.json()) as { candidate: { _id: string } }).candidate._id);
    }
  });
  test.afterAll(async () => {
    for (const id of created) await admin.delete(`/api/candidates/delete/${id}`);
    await admin.dispose();
  });

  test('?category=Mrs lists only Mrs contestants, each card with her chip, and hers with her city', async ({ page }) => {
    await page.goto('/contestants?category=Mrs');
    await expect(page.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    const cards = grid(page).getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    // Every card on the page is a Mrs: her chip says so, and no Miss chip is anywhere in the grid.
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) await expect(cards.nth(i).locator('[data-category]')).toHaveText('Mrs');
    await expect(grid(page).locator('[data-category="Miss"]')).toHaveCount(0);

    await search(page, 'Category-');
    const mine = grid(page).getByRole('article', { name: MRS.name });
    await expect(mine).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(mine.locator('[data-category]')).toHaveText('Mrs');
    await expect(mine.getByText(MRS.city)).toBeVisible();
    // Her photo keeps the card's 4:5 portrait.
    const box = (await mine.locator('img').boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(1.25, 1);
  });

  test('switching to Miss keeps the search, changes the address, and shows her chip and city', async ({ page }) => {
    await page.goto('/contestants?category=Mrs');
    await search(page, 'Category-');
    await expect(grid(page).getByRole('article', { name: MRS.name })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('radio', { name: 'Miss' }).check();
    await expect(page).toHaveURL(/\?category=Miss$/);
    const mine = grid(page).getByRole('article', { name: MISS.name });
    await expect(mine).toBeVisible();
    await expect(grid(page).getByRole('article')).toHaveCount(1);
    await expect(mine.locator('[data-category]')).toHaveText('Miss');
    await expect(mine.getByText(MISS.city)).toBeVisible();

    await page.getByRole('radio', { name: 'All' }).check();
    await expect(page).toHaveURL(/\/contestants$/);
    await expect(grid(page).getByRole('article')).toHaveCount(2);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])
    test(`at ${size.width}x${size.height} the filter and the cards fit the screen`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      // Shifts of anything in the filter or the grid; the whole page's budget is page-audit.spec.ts's.
      await page.addInitScript(() => {
        const w = window as unknown as { __gridShifts: string[] };
        w.__gridShifts = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            const moved = e.sources
              .map((src) => (src.node instanceof Element ? src.node : src.node?.parentElement))
              .filter((el) => el?.closest('ul[aria-label="Contestants"], fieldset'));
            if (!e.hadRecentInput && moved.length) w.__gridShifts.push(moved.map((el) => el!.outerHTML.slice(0, 120)).join(' | '));
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/contestants?category=Mrs');
      await expect(grid(page).getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Portraits held at 4:5 before they load, the chip drawn over the photo, the city's line held: nothing moves.
      expect(await page.evaluate(() => (window as unknown as { __gridShifts: string[] }).__gridShifts)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await page.getByRole('group', { name: 'Show contestants by category' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -120));
      const shot = testInfo.outputPath(`contestants-mrs-${size.width}.png`);
      await page.screenshot({ path: shot });
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/contestants-mrs-${size.width}.png` });
      // The cards themselves: photo, chip, name, city, count and Vote.
      await grid(page)
        .getByRole('article')
        .first()
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 130));
      await page.screenshot({ path: testInfo.outputPath(`contestants-mrs-cards-${size.width}.png`) });
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/contestants-mrs-cards-${size.width}.png` });
    });
});
