import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 200 * 1024; // DESIGN §8: first load of `/`, gzipped JavaScript

test('the first load of / stays within the gzipped JavaScript budget', async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scripts.set(res.url(), await res.body());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map(([url, body]) => ({ url: new URL(url).pathname, gzip: gzipSync(body, { level: 9 }).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`first load of /: ${(total / 1024).toFixed(1)} KB gzipped JS in ${sizes.length} files`);
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1)} KB  ${s.url}`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
