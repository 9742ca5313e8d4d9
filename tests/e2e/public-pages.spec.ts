import { expect, test } from './fixtures';

// The content pages' axe audit and console watch are in page-audit.spec.ts, on the same visit as their layout-shift measure.

test.describe('hero media', () => {
  for (const path of ['/pressandmediacredentials', '/charitablealliance']) {
    test(`${path} plays a muted looping background video`, async ({ page, request }) => {
      await page.goto(path);
      const video = page.locator('section video').first();
      await expect(video).toHaveAttribute('loop', '');
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      const src = await video.getAttribute('src');
      const res = await request.get(src!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('video/webm');
    });
  }

  test('the FAQ opens with its banner image', async ({ page }) => {
    await page.goto('/faq');
    const banner = page.locator('section img[src^="/media/faq-banner.webp?v="]');
    await expect(banner).toHaveCount(1);
    expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  });
});

test.describe('team page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('prints every seeded member name once and centres a short row of portraits', async ({ page, request }) => {
    const names: string[] = [];
    for (const type of ['leaders', 'directors', 'coreteam']) {
      const body = (await (await request.get(`/api/team/${type}`)).json()) as { members: { name: string }[] };
      names.push(...body.members.map((m) => m.name));
    }
    expect(names.length).toBeGreaterThan(0);

    await page.goto('/behindthescene');
    const visionaries = page.getByRole('region', { name: 'Our Visionaries' });
    // A loaded machine can take a while to fetch three team groups.
    await expect(visionaries.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Our Core Team' }).getByRole('heading', { level: 3 }).first()).toBeAttached();
    // innerText is what a visitor can read: alt texts and aria-labels stay out, the name baked into seeded art cannot be read here.
    const visible = await page.locator('main').innerText();
    for (const name of names) expect(visible.split(name).length - 1, name).toBe(1);

    const row = visionaries.getByRole('list');
    const rowBox = (await row.boundingBox())!;
    const items = await row.getByRole('listitem').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const left = Math.min(...items.map((b) => b.left)) - rowBox.x;
    const right = rowBox.x + rowBox.width - Math.max(...items.map((b) => b.right));
    expect(Math.abs(left - right)).toBeLessThan(2);
  });

  test('enlarges a portrait and closes it with Escape, returning focus', async ({ page }) => {
    await page.goto('/behindthescene');
    const opener = page
      .getByRole('region', { name: 'Our Esteemed Directors' })
      .getByRole('button', { name: /^Enlarge photo of / })
      .first();
    const label = (await opener.getAttribute('aria-label'))!;
    await opener.click();
    const dialog = page.getByRole('dialog', { name: label.replace('Enlarge photo of ', '') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
