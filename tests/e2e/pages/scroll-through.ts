import type { Page } from '@playwright/test';

/**
 * Down to the bottom and back in viewport steps, a frame apart, so every lazy section, carousel and
 * image gets its turn (they arrive as they near the viewport, issue #14).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Two frames, or 250 ms when the browser holds frames back (a busy CI machine once stalled here for 30 s).
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    // As above: two frames, or 250 ms if frames are held back (this wait alone hung for 30 s in CI).
    await Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 250)),
    ]);
  });
}
