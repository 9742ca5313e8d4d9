import { expect, test } from './fixtures';

test.describe('public site shell', () => {
  test('a visitor opens the home page and finds the navbar, the footer and its contacts', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Register with us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Asia Excellence Award' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer).toContainText('New York');
    await expect(footer).toContainText('Mumbai');
  });

  test('a visitor follows a navbar link and lands at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 2000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('while the event is closed, /contestants sends the visitor home and hides the link', async ({ page }) => {
    await page.goto('/contestants');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contestants' })).toHaveCount(0);
  });

  test('a deep link to a client route is served by the history fallback', async ({ page }) => {
    const res = await page.goto('/termsandconditions');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the context menu is blocked', async ({ page }) => {
    await page.goto('/');
    const prevented = await page.evaluate(() => {
      const ev = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.body.dispatchEvent(ev);
      return ev.defaultPrevented;
    });
    expect(prevented).toBe(true);
  });

  test('on a phone the menu collapses, and opening it locks page scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });
});
