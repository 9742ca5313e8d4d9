import { expect, test } from './fixtures';
import { E2E_ADMIN } from '../../playwright.config';
import { AdminLoginPage } from './pages/admin-pages';
import { pngFile } from './pages/png-file';

const photo = () => pngFile('candidate.png', '#2B0A3D');

test.describe('the audit log', () => {
  test('an admin adds a candidate and finds the change, with who did it, at the top of the Audit log', async ({ page }) => {
    // Two screens and an upload: more than the default budget when the machine is busy.
    test.slow();
    const name = `Audit Candidate ${Date.now()}`;
    await new AdminLoginPage(page).signIn();
    await page.goto('/admin/candidates');
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Candidate' });
    await dialog.getByLabel('Name').fill(name);
    // The form asks for Miss or Mrs (issue #29).
    await dialog.getByText('Miss', { exact: true }).click();
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(await photo());
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Candidate created successfully!')).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).first().click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit log' });
    const newest = table.locator('tbody tr').first();
    await expect(newest).toContainText('Candidates: added');
    await expect(newest).toContainText(`name: '${name}'`);
    await expect(newest).toContainText(E2E_ADMIN.username);
    // The sign-in that started this test is recorded too.
    await expect(table.getByText('Sign-in: signed in').first()).toBeVisible();

    // Filtering by action keeps only those entries.
    await page.getByLabel('Action').selectOption('candidate.create');
    await expect(table.locator('tbody tr').filter({ hasNotText: 'Candidates: added' })).toHaveCount(0);
    await expect(table.locator('tbody tr').first()).toContainText(name);

    // Clearing the filters brings every kind of entry back.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Action')).toHaveValue('');
    await expect(table.getByText('Sign-in: signed in').first()).toBeVisible();

    // Later specs count the 30 demo contestants: she leaves as she came, through the admin API.
    const found = await page.request.get(`/api/candidates/fetch?search=${encodeURIComponent(name)}`);
    const [created] = ((await found.json()) as { candidates: { _id: string; name: string }[] }).candidates.filter((c) => c.name === name);
    expect(created).toBeDefined();
    const origin = new URL(page.url()).origin;
    expect((await page.request.delete(`/api/candidates/delete/${created!._id}`, { headers: { origin } })).ok()).toBe(true);
  });

  test('on a phone the log reads without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await new AdminLoginPage(page).signIn();
    await page.goto('/admin/audit');
    await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
