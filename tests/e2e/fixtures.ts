import { test as base, type TestInfo } from '@playwright/test';
import { e2ePort } from '../../playwright.config';

export * from '@playwright/test';

/**
 * Playwright's test with one change: `page.goto` also waits until a server-rendered page is live.
 * Public pages arrive as finished HTML (issue #14), so a button can be on screen before React owns
 * it; a click in that moment would be lost. The bare shell (admin, fallbacks) needs no wait: its
 * elements only appear once React has rendered them.
 */
/** The server this test's worker talks to (each worker has its own: playwright.config.ts). */
export const workerBaseURL = (testInfo: Pick<TestInfo, 'parallelIndex'>) => `http://127.0.0.1:${e2ePort(testInfo.parallelIndex)}`;

export const test = base.extend({
  // Each worker has its own server (playwright.config.ts); pages and API calls go to that one.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(workerBaseURL(testInfo)),
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => !document.getElementById('ssr-data') || Boolean(document.documentElement.dataset.pageReady));
      return response;
    };
    await use(page);
  },
});
