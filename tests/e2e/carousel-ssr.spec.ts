import { expect, test, type Locator, type Page } from './fixtures';

/**
 * Issue #14: a carousel paints its slides before swiper's chunk arrives (in the server's HTML, and
 * while the chunk downloads), laid out as swiper will lay them out, so nothing moves when swiper
 * takes over. Here swiper's chunk is held back, the CSS-only boxes are measured, then it is let
 * through and the same slides must sit in the same boxes (within 1 px), with the control bar put.
 */
const TOLERANCE_PX = 1;

const ROUTES = ['/', '/pressandmediacredentials', '/charitablealliance'];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

const SWIPER_CHUNK = /\/assets\/swiper-track-[^/]+\.(js|css)$/;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Layout {
  /** Slides that show (some part inside the track), by item index. */
  slides: Record<string, Box>;
  track: Box;
  controls: Box;
  section: Box;
}

/** Holds swiper's JS and CSS until `release` is called. */
async function holdSwiper(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(SWIPER_CHUNK, async (route) => {
    requested = true;
    await gate;
    await route.continue();
  });
  return { release, requested: () => requested };
}

function layoutOf(carousel: Locator): Promise<Layout> {
  return carousel.evaluate((root) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      // Page coordinates: the measure must not depend on where the window is scrolled.
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    };
    const track = root.querySelector('[data-carousel-track], .swiper')!;
    const view = track.getBoundingClientRect();
    const slides: Record<string, Box> = {};
    for (const slide of root.querySelectorAll('[data-carousel-slide]')) {
      const r = slide.getBoundingClientRect();
      if (r.width > 0 && r.right > view.left + 1 && r.left < view.right - 1)
        slides[slide.getAttribute('data-carousel-slide')!] = box(slide);
    }
    return { slides, track: box(track), controls: box(root.querySelector('[data-carousel-controls]')!), section: box(root) };
  });
}

function expectSameBox(after: Box, before: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(after[key] - before[key]), `${what}: ${key} ${before[key]} → ${after[key]}`).toBeLessThanOrEqual(TOLERANCE_PX);
  }
}

for (const vp of VIEWPORTS) {
  test.describe(`carousels before and after swiper on a ${vp.name} (${vp.width}x${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    // Still autoplay, so the first slides stay first while they are measured.
    test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

    for (const path of ROUTES) {
      test(`${path}: every carousel's slides keep their boxes when swiper takes over`, async ({ page }) => {
        const swiper = await holdSwiper(page);
        await page.goto(path);
        await expect(page.locator('main h1')).toHaveCount(1);
        const carousels = page.locator('section[aria-roledescription="carousel"]');
        await expect(carousels.first()).toBeAttached();
        const count = await carousels.count();
        expect(count).toBeGreaterThan(0);

        const before: Layout[] = [];
        for (let i = 0; i < count; i += 1) {
          const carousel = carousels.nth(i);
          await carousel.scrollIntoViewIfNeeded();
          await expect(carousel.locator('[data-carousel-track="static"]')).toBeVisible();
          before.push(await layoutOf(carousel));
        }
        // Near the viewport it asked for swiper, which is still held: the static track is what was measured.
        await expect.poll(swiper.requested).toBe(true);
        expect(await page.locator('.swiper').count()).toBe(0);

        swiper.release();
        for (let i = 0; i < count; i += 1) {
          const carousel = carousels.nth(i);
          await carousel.scrollIntoViewIfNeeded();
          await expect(carousel.locator('.swiper.swiper-initialized')).toBeVisible();
          const after = await layoutOf(carousel);
          const label = (await carousel.getAttribute('aria-label')) ?? `carousel ${i + 1}`;
          expect(Object.keys(after.slides).sort(), `${label}: the slides shown`).toEqual(Object.keys(before[i]!.slides).sort());
          expect(Object.keys(after.slides).length, `${label}: slides shown`).toBeGreaterThan(0);
          for (const [index, box] of Object.entries(after.slides)) expectSameBox(box, before[i]!.slides[index]!, `${label} slide ${index}`);
          expectSameBox(after.track, before[i]!.track, `${label} track`);
          expectSameBox(after.controls, before[i]!.controls, `${label} controls`);
          expectSameBox(after.section, before[i]!.section, `${label} section`);
        }
      });
    }

    test('/: Next pressed before swiper has arrived moves the carousel once swiper is there', async ({ page }) => {
      const swiper = await holdSwiper(page);
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Brand endorsements' });
      await carousel.scrollIntoViewIfNeeded();
      const position = carousel.locator('[data-carousel-controls] .figures span').first();
      await expect(position).toHaveText('01');
      await carousel.getByRole('button', { name: /^Next slide of / }).click();
      swiper.release();
      await expect(carousel.locator('.swiper.swiper-initialized')).toBeVisible();
      await expect(position).toHaveText('02');
    });
  });
}
