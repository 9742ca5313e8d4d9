import { expect, test, workerBaseURL } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { adminRequest, eventOnDuringTheseTests } from './pages/event-switch';
import { CharityDrive } from './pages/charity-drive';
import { pngFile } from './pages/png-file';

/** Issue #33: a fan gives to a contestant's charity drive from her vote page, and her progress moves. */

// A name no seeded contestant has; the spec's own contestant, made through the admin API.
const NAME = 'Meher Drive-Spec';

test.describe.configure({ timeout: 120_000 });

test.describe('her charity drive', () => {
  eventOnDuringTheseTests();
  let candidateId = '';
  // Its own admin client: the event switch's is closed by its afterAll, which may run before this file's.
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
    const photo = await pngFile('drive.png', '#4a1d63', 800, 1000);
    const res = await admin.post('/api/candidates/create', {
      multipart: { name: NAME, category: 'Miss', city: 'Indore', image: photo },
    });
    expect(res.status()).toBe(201);
    candidateId = ((await res.json()) as { candidate: { _id: string } }).candidate._id;
  });
  test.afterAll(async () => {
    if (candidateId) await admin.delete(`/api/candidates/delete/${candidateId}`);
    await admin.dispose();
  });

  test('from her vote page to the box with her name, through the rupee sandbox, back to a thank-you naming her drive; her bar moved', async ({
    page,
  }) => {
    const drive = new CharityDrive(page);
    await drive.openVotePage(candidateId);
    await expect(drive.progressBar()).toHaveAttribute('aria-valuenow', '0', { timeout: 30_000 });
    await expect(drive.raised('INR')).toContainText('₹0 raised');

    await drive.supportHerDrive();
    await expect(page).toHaveURL(new RegExp(`/charitablealliance\\?for=${candidateId}$`));
    const banner = drive.banner(NAME);
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole('img', { name: NAME })).toBeVisible();
    // The box is on the first screen, under her name.
    await expect(page.getByRole('heading', { name: 'Make a donation' })).toBeInViewport();

    await drive.showMyFirstName();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('meher.fan@example.com');
    await drive.donate(/^Donate ₹2,500 today$/);
    await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
    await expect(page.getByText('2500.00').first()).toBeVisible();
    await drive.simulate('Simulate success');

    await expect(page).toHaveURL(/\/charitablealliance\?.*donation=success/);
    await expect(drive.thankYou()).toBeVisible();
    await expect(drive.thankYou()).toContainText(`Your gift supports ${NAME}'s charity drive.`);

    await drive.openVotePage(candidateId);
    await expect(drive.raised('INR')).toContainText('₹2,500 raised');
    await expect(drive.block().getByTestId('drive-donors')).toHaveText('1 donor');
    const moved = Number(await drive.progressBar().getAttribute('aria-valuenow'));
    expect(moved).toBeGreaterThan(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('her banner arrives with the page: the box under it does not move once the page is live', async ({ page }) => {
      // Where the box stood in the server's HTML, before any script ran.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const form = document.getElementById('donate-heading')?.closest('form');
          (window as unknown as { __boxTop?: number }).__boxTop = form ? form.getBoundingClientRect().top + window.scrollY : -1;
        });
      });
      await page.goto(`/charitablealliance?for=${candidateId}`);
      await expect(new CharityDrive(page).banner(NAME)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const [before, after] = await page.evaluate(() => {
        const form = document.getElementById('donate-heading')!.closest('form')!;
        return [(window as unknown as { __boxTop?: number }).__boxTop, form.getBoundingClientRect().top + window.scrollY];
      });
      expect(before).toBeGreaterThan(0);
      expect(after).toBe(before);
      // Her name and the box are both on the first screen.
      await expect(page.getByRole('heading', { name: 'Make a donation' })).toBeInViewport();
    });
  });
});
