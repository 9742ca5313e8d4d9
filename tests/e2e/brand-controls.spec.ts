import { expect, test, type Locator, type Page } from './fixtures';
import { LIBRARY_BLUE, elementsPainted } from './pages/page-audits';
import { scrollThrough } from './pages/scroll-through';

const MIN_TARGET = 44;

/** Pages whose seeded content always includes at least one carousel, at every width. */
const CAROUSEL_ROUTES = ['/', '/pressandmediacredentials', '/charitablealliance'];

// Every page is scrolled through before its carousels are read: slow on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Opens `path` once its page chunk has rendered and scrolls through it, so lazy sections, carousels and images all load. */
async function visitFully(page: Page, path: string) {
  await page.goto(path);
  // Generous: the page chunk can take a while on a busy machine.
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await scrollThrough(page);
}

const carouselsOf = (page: Page) => page.locator('section[aria-roledescription="carousel"]');

/** swiper arrives as a carousel nears the viewport (issue #14): bring it there and wait for swiper to take over. */
async function withSwiper(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper.swiper-initialized')).toBeAttached({ timeout: 15_000 });
}

/** The boxes of a carousel's visible slides and of each of its controls. */
async function layoutOf(carousel: Locator) {
  return carousel.evaluate((root) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, name: el.getAttribute('aria-label') ?? '' };
    };
    const view = root.querySelector('.swiper')!.getBoundingClientRect();
    const slides = [...root.querySelectorAll('.swiper-slide')]
      .map(box)
      .filter((s) => s.x < view.right && s.x + s.width > view.left && s.width > 0);
    return { slides, controls: [...root.querySelectorAll('[data-carousel-controls] button')].map(box) };
  });
}

type SwiperLike = {
  animating: boolean;
  isBeginning: boolean;
  isEnd: boolean;
  params: { loop?: boolean };
  slideTo(i: number, speed: number): void;
  slideToLoop(i: number, speed: number): void;
};
// Each evaluate runs in the page, so the cast is written inside it rather than shared.
const swiperMoving = (carousel: Locator) =>
  carousel.locator('.swiper').evaluate((el) => Boolean((el as HTMLElement & { swiper?: SwiperLike }).swiper?.animating));

/** True when every slide is in view at once (swiper is then at its beginning and its end). */
const showsEverySlide = (carousel: Locator) =>
  carousel.locator('.swiper').evaluate((el) => {
    const s = (el as HTMLElement & { swiper?: SwiperLike }).swiper;
    return !s || (s.isBeginning && s.isEnd);
  });

/** Back to the first slide at once: test set-up, so the keyboard part starts from the same place on every run. */
const rewind = (carousel: Locator) =>
  carousel.locator('.swiper').evaluate((el) => {
    const s = (el as HTMLElement & { swiper?: SwiperLike }).swiper!;
    if (s.params.loop) s.slideToLoop(0, 0);
    else s.slideTo(0, 0);
  });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The focused element draws a ring a keyboard user can see: :focus-visible with a solid outline of 2 px or more. */
async function expectVisibleFocus(control: Locator) {
  await expect(control).toBeFocused();
  const ring = await control.evaluate((el) => {
    const s = getComputedStyle(el);
    return { focusVisible: el.matches(':focus-visible'), style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.colour).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
}

for (const vp of VIEWPORTS) {
  test.describe(`carousel controls on a ${vp.name} (${vp.width}x${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    for (const path of CAROUSEL_ROUTES) {
      test(`${path}: every carousel has 44 px controls below its slides`, async ({ page }) => {
        await visitFully(page, path);
        const carousels = carouselsOf(page);
        await expect(carousels.first()).toBeVisible();
        for (const carousel of await carousels.all()) {
          await withSwiper(carousel);
          const { slides, controls } = await layoutOf(carousel);
          expect(slides.length).toBeGreaterThan(0);
          expect(controls.map((c) => c.name)).toEqual([
            expect.stringMatching(/^Previous slide of /),
            expect.stringMatching(/^Next slide of /),
            expect.stringMatching(/^(Pause|Play) /),
          ]);
          for (const control of controls) {
            expect(control.width, control.name).toBeGreaterThanOrEqual(MIN_TARGET);
            expect(control.height, control.name).toBeGreaterThanOrEqual(MIN_TARGET);
            for (const slide of slides) expect(overlaps(control, slide), `${control.name} over a slide`).toBe(false);
          }
        }
      });

      test(`${path}: carousel controls work from the keyboard with a visible focus ring`, async ({ page }) => {
        await visitFully(page, path);
        // A carousel showing all its slides at once has nowhere to move: take one that can.
        let carousel: Locator | undefined;
        for (const candidate of await carouselsOf(page).all()) {
          await withSwiper(candidate);
          // swiper settles its lock state over its first frames: give it a moment.
          const canMove = await expect
            .poll(() => showsEverySlide(candidate), { timeout: 2_000 })
            .toBe(false)
            .then(
              () => true,
              () => false,
            );
          if (canMove) {
            carousel = candidate;
            break;
          }
        }
        if (!carousel) throw new Error(`${path}: no carousel can move`);
        const pause = carousel.getByRole('button', { name: /^Pause / });
        const play = carousel.getByRole('button', { name: /^Play / });
        const next = carousel.getByRole('button', { name: /^Next slide of / });
        const prev = carousel.getByRole('button', { name: /^Previous slide of / });
        const position = carousel.locator('[data-carousel-controls] .figures span').first();

        // Pause first: on a busy machine autoplay can reach a non-looping carousel's last slide, where Next is rightly disabled.
        await pause.focus();
        await page.keyboard.press('Enter');
        await expect(play).toBeFocused();
        await expect.poll(() => swiperMoving(carousel)).toBe(false);
        await rewind(carousel);
        await expect(next).toBeEnabled();

        // A real Tab round trip, so the ring shown is the keyboard one.
        await page.keyboard.press('Shift+Tab');
        await expectVisibleFocus(next);
        await page.keyboard.press('Tab');
        await expectVisibleFocus(play);

        await page.keyboard.press('Shift+Tab');
        await expectVisibleFocus(next);
        const before = await position.textContent();
        await page.keyboard.press('Enter');
        await expect(position).not.toHaveText(before ?? '');
        // swiper drops a press while a looping carousel is still moving, as it would for a visitor.
        await expect.poll(() => swiperMoving(carousel)).toBe(false);
        // A non-looping carousel enables Previous once it has left its first slide; Tab skips it until then.
        await expect(prev).toBeEnabled();
        await page.keyboard.press('Shift+Tab');
        await expectVisibleFocus(prev);
        await page.keyboard.press('Enter');
        await expect(position).toHaveText(before ?? '');
      });
    }
  });
}

test('the detector finds the library blue when it is there', async ({ page }) => {
  await page.setContent(`<main><h1>x</h1><p style="color: ${LIBRARY_BLUE}">blue</p><span class="arrow"></span></main>
    <style>.arrow::after { content: '>'; border: 1px solid #007aff }</style>`);
  const hits = await elementsPainted(page, LIBRARY_BLUE);
  expect(hits.some((h) => h.startsWith('p.') && h.endsWith(' color'))).toBe(true);
  expect(hits.some((h) => h.includes('::after') && h.includes('border-top-color'))).toBe(true);
});

for (const vp of VIEWPORTS) {
  test(`home hero at ${vp.width}x${vp.height}: the bird's flight stays in its band, clear of the copy`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/');
    const bird = page.getByTestId('home-bird');
    await expect(bird).toBeAttached();
    const copyTop = await page.locator('#home-title').evaluate((h1) => h1.getBoundingClientRect().top);
    const band = await page.getByTestId('home-bird-band').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(band.bottom).toBeLessThanOrEqual(copyTop);
    // Samples along the glide (it takes 16 s): every position is inside the band, above the headline.
    for (let i = 0; i < 5; i += 1) {
      const box = await bird.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.top).toBeGreaterThanOrEqual(band.top);
      expect(box.bottom).toBeLessThanOrEqual(band.bottom);
      await page.waitForTimeout(700);
    }
  });
}
