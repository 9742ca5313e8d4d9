import { expect, test, type Locator } from './fixtures';

/**
 * Issue #14: the home page's sections below its two showcases (why join, benefits, brands,
 * testimonials, sponsors) arrive as server HTML, while their code (and the carousels') waits until
 * the visitor scrolls towards them or first taps (client/src/ssr/load-on-approach.tsx).
 */
// The sections' own chunk (pages/home/below-the-fold.tsx); the loader itself lives in load-on-approach,
// shared with the vote page's strip, so its chunk is named apart and may come with the page.
const BELOW_THE_FOLD_CHUNK = /\/assets\/below-the-fold-[^/]+\.js$/;

/** Whether React has taken over this server-rendered element (it keeps its fiber on the node). */
const hydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));

test.describe('the home page below its first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is on screen as HTML at once, and its code is asked for only when the visitor scrolls towards it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const asked: string[] = [];
    page.on('request', (req) => BELOW_THE_FOLD_CHUNK.test(req.url()) && asked.push(req.url()));

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const whyJoin = page.locator('#home-why');
    await expect(whyJoin).toHaveText('The stage is only the beginning');
    await expect(page.getByTestId('benefit-card')).toHaveCount(9);
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await hydrated(page.locator('main h1'))).toBe(true);
    expect(await hydrated(whyJoin)).toBe(false);
    expect(asked).toEqual([]);

    // Scrolled (not a tap or a wheel: the observer alone) to 300 px short of it: asked for, then React's.
    await page.evaluate(() => {
      const top = document.getElementById('home-why')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight - 300);
    });
    await expect.poll(() => asked.length).toBe(1);
    await expect.poll(() => hydrated(whyJoin)).toBe(true);
    // Hydration kept the server's nodes and text: nothing was rendered again in its place.
    await expect(page.getByTestId('benefit-card')).toHaveCount(9);
    await expect(page.getByTestId('below-the-fold-placeholder')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('after an in-app navigation to the home page, the sections come with the page, under the same footer', async ({ page }) => {
    await page.goto('/faq');
    // The wordmark, the home link on a phone (the menu is closed).
    await page
      .getByRole('link', { name: / home$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home-why')).toHaveText('The stage is only the beginning');
    await expect(page.getByTestId('benefit-card')).toHaveCount(9);
    await expect(page.getByTestId('below-the-fold-placeholder')).toHaveCount(0);
    await expect(page.locator('footer')).toBeVisible();
  });
});
