import { expect, test, type Locator, type Page } from './fixtures';
import { eventOnDuringTheseTests } from './pages/event-switch';

/**
 * Issue #29: the page a WhatsApp link opens must win the vote on its first screen. At 1440x900 the
 * card's left column was empty and Vote sat at y≈1260; at 390x844 her name and Vote began ~1,150 px down.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const card = (page: Page) => page.locator('article[aria-labelledby="contestant-name"]');
const cardVote = (page: Page) => card(page).getByRole('button', { name: /^Vote for / });
const voteBar = (page: Page) => page.getByTestId('vote-bar');

/** Fully inside the first screen: nothing of it above, below or beside the viewport. */
async function expectInFirstScreen(what: string, el: Locator, viewport: { width: number; height: number }) {
  const box = await el.boundingBox();
  expect(box, what).not.toBeNull();
  const { x, y, width, height } = box!;
  const at = `${what} at x ${x.toFixed(0)}, y ${y.toFixed(0)}, ${width.toFixed(0)}x${height.toFixed(0)}`;
  expect(width, at).toBeGreaterThan(0);
  expect(height, at).toBeGreaterThan(0);
  expect(y, at).toBeGreaterThanOrEqual(0);
  expect(x, at).toBeGreaterThanOrEqual(0);
  expect(y + height, at).toBeLessThanOrEqual(viewport.height);
  expect(x + width, at).toBeLessThanOrEqual(viewport.width);
}

test.describe('the vote page a shared link opens (issue #29)', () => {
  const event = eventOnDuringTheseTests({ withContestant: true });

  for (const size of SIZES) {
    test.describe(`${size.name} ${size.width}x${size.height}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test.beforeEach(async ({ page }) => {
        await page.goto(`/contestants/vote/${event.contestantId}`);
        await expect(card(page)).toBeVisible();
      });

      test('her photo, name and the Vote button are fully inside the first screen', async ({ page }, testInfo) => {
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expectInFirstScreen('Vote', cardVote(page), size);
        await expectInFirstScreen('her name', card(page).getByRole('heading', { level: 2 }), size);
        await expectInFirstScreen('her photo', card(page).getByRole('img').first(), size);
        await expectInFirstScreen('her count', page.getByTestId('vote-circle'), size);
        const shot = testInfo.outputPath(`vote-page-${size.name}.png`);
        await page.screenshot({ path: shot });
        await testInfo.attach(`vote page ${size.name}`, { path: shot, contentType: 'image/png' });
      });

      test('no column of her card is empty: photo and details each have a box and content', async ({ page }) => {
        // What the card's grid lays out: children whose own box is skipped (display: contents) count by their children.
        const items = await card(page).evaluate((article) => {
          const laidOut = (el: Element): Element[] =>
            getComputedStyle(el).display === 'contents' ? [...el.children].flatMap(laidOut) : [el];
          return [...article.children].flatMap(laidOut).map((el) => {
            const r = el.getBoundingClientRect();
            const hasContent = el.matches('img') || el.querySelector('img, [role="img"]') !== null || (el.textContent ?? '').trim() !== '';
            return {
              tag: el.tagName.toLowerCase(),
              x: r.x,
              y: r.y,
              width: r.width,
              height: r.height,
              right: r.right,
              bottom: r.bottom,
              hasContent,
            };
          });
        });
        expect(items, JSON.stringify(items)).toHaveLength(2);
        for (const item of items) {
          expect(item.width * item.height, JSON.stringify(item)).toBeGreaterThan(0);
          expect(item.hasContent, JSON.stringify(item)).toBe(true);
        }
        const [photo, details] = items;
        if (size.name === 'desktop') {
          // Photo left, details right, side by side.
          expect(photo!.right, JSON.stringify(items)).toBeLessThanOrEqual(details!.x);
          expect(details!.y, JSON.stringify(items)).toBeLessThan(photo!.bottom);
        } else {
          expect(photo!.bottom, JSON.stringify(items)).toBeLessThanOrEqual(details!.y);
        }
      });

      test('once Vote is scrolled past, a Vote bar stays at the bottom, and it covers nothing at the end of the page', async ({
        page,
      }, testInfo) => {
        await expect(voteBar(page)).toBeHidden();
        const vote = (await cardVote(page).boundingBox())!;
        await page.evaluate((y) => window.scrollTo(0, y), vote.y + vote.height + 200);
        await expect(voteBar(page)).toBeVisible();
        const barVote = voteBar(page).getByRole('button', { name: /^Vote for / });
        await expectInFirstScreen('the bar’s Vote', barVote, size);
        const bar = (await voteBar(page).boundingBox())!;
        expect(bar.y + bar.height).toBeCloseTo(size.height, 0);
        // Back to top would sit on the bar's right end: it steps aside wherever the bar is up.
        const scrollEnd = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (let y = vote.y + vote.height + 200; y <= scrollEnd; y += 150) {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          await expect(voteBar(page)).toBeVisible();
          expect(await page.getByRole('button', { name: 'Back to top' }).count(), `back to top over the bar at y=${y}`).toBe(0);
        }
        await page.evaluate((y) => window.scrollTo(0, y), vote.y + vote.height + 200);
        await expect(voteBar(page)).toContainText(await card(page).getByRole('heading', { level: 2 }).innerText());
        const shot = testInfo.outputPath(`vote-bar-${size.name}.png`);
        await page.screenshot({ path: shot });
        await testInfo.attach(`vote bar ${size.name}`, { path: shot, contentType: 'image/png' });

        // At the very end the page has room for the bar: the strip and the whole footer lie above it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const strip = page.getByRole('region', { name: 'Other contestants' });
        await expect(strip.getByRole('list').getByRole('link').first()).toBeVisible();
        await expect(voteBar(page)).toBeVisible();
        const end = (await voteBar(page).boundingBox())!;
        const stripBox = (await strip.boundingBox())!;
        const footer = (await page.locator('footer').first().boundingBox())!;
        expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(end.y + 1);
        expect(footer.y + footer.height).toBeLessThanOrEqual(end.y + 1);
        expect(end.y + end.height).toBeCloseTo(size.height, 0);

        await barVote.click();
        await expect(page.getByRole('dialog', { name: /^Vote for / })).toBeVisible({ timeout: 10_000 });
      });

      test('a strip below links to the other contestants’ vote pages, and scrolls by keyboard', async ({ page }, testInfo) => {
        const strip = page.getByRole('region', { name: 'Other contestants' });
        await strip.scrollIntoViewIfNeeded();
        const links = strip.getByRole('list').getByRole('link');
        await expect(links.first()).toBeVisible();
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(1);
        for (const href of hrefs) {
          expect(href).toMatch(/^\/contestants\/vote\/[^/]+$/);
          expect(href).not.toBe(`/contestants/vote/${event.contestantId}`);
        }
        const shot = testInfo.outputPath(`vote-strip-${size.name}.png`);
        await page.screenshot({ path: shot });
        await testInfo.attach(`strip ${size.name}`, { path: shot, contentType: 'image/png' });

        // The strip itself takes focus and moves with the arrow keys when it overflows.
        const scroller = strip.getByTestId('strip-scroller');
        const overflows = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
        if (overflows) {
          await scroller.focus();
          await expect(scroller).toBeFocused();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        }

        await links.first().click();
        await expect(page).toHaveURL(new RegExp(hrefs[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'));
        await expect(card(page)).toBeVisible();
      });
    });
  }
});
