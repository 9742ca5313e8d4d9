import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { AdminLoginPage } from './pages/admin-pages';
import { pngFile } from './pages/png-file';

async function loginAndOpen(page: Page, path: string) {
  await new AdminLoginPage(page).signIn();
  await page.goto(path);
}

/** The body rows' cells in one column, as text. */
async function column(table: Locator, index: number): Promise<string[]> {
  const rows = table.locator('tbody tr');
  return rows.evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()), index);
}
const numbers = (cells: string[]) => cells.map((c) => Number(c.replace(/,/g, '')));

test.describe('admin candidates, votes and registrations', () => {
  test('an admin adds a candidate with a photo, finds it in the list, and deletes it after confirming', async ({ page, request }) => {
    const name = `E2E Candidate ${Date.now()}`;
    await loginAndOpen(page, '/admin/candidates');
    await expect(page.getByRole('heading', { level: 1, name: /^Candidates Management \(\d+\)$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Candidate' });
    await dialog.getByLabel('Name').fill(name);
    // The form asks for Miss or Mrs (issue #29).
    await dialog.getByText('Miss', { exact: true }).click();
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(await pngFile('candidate.png', '#C9A227'));
    await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Candidate created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search candidates by name' }).fill(name);
    const table = page.getByRole('table', { name: 'Candidates' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    // Her name, then the card's identity under it (issue #29).
    await expect(row.getByRole('rowheader')).toContainText(name);
    await expect(row.getByRole('rowheader').locator('[data-category]')).toHaveText('Miss');
    await expect(row.getByRole('img', { name })).toHaveAttribute('src', /\S+/);
    await expect(row.getByRole('img', { name })).toHaveJSProperty('complete', true);
    expect(await row.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const listed = await (await request.get(`/api/candidates/fetch?page=1&limit=10&search=${encodeURIComponent(name)}`)).json();
    expect(listed.candidates).toEqual([expect.objectContaining({ name, voteCount: 0 })]);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Candidate deleted successfully!')).toBeVisible();
    await expect(page.getByText('No candidates found.')).toBeVisible();
    const after = await (await request.get(`/api/candidates/fetch?page=1&limit=10&search=${encodeURIComponent(name)}`)).json();
    expect(after.candidates).toEqual([]);
  });

  test('the voting dashboard sorts by votes and by name and pages through the 30 demo candidates', async ({ page }) => {
    await loginAndOpen(page, '/admin/votes');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Voting Dashboard' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Candidate votes' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Top candidates' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('img', { name: 'Gold medal' })).toBeVisible();

    const votesHeader = table.getByRole('columnheader', { name: /^Votes/ });
    const nameHeader = table.getByRole('columnheader', { name: /^Name/ });
    await expect(votesHeader).toHaveAttribute('aria-sort', 'descending');
    const byVotes = numbers(await column(table, 3));
    expect(byVotes).toEqual([...byVotes].sort((a, b) => b - a));

    await votesHeader.getByRole('button').click();
    await expect(votesHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = numbers(await column(table, 3));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThanOrEqual(byVotes.at(-1)!);

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const az = await column(table, 1);
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const za = await column(table, 1);
    expect(za).toEqual([...za].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    const pages = page.getByRole('navigation', { name: 'Candidate pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Page 2 of 3')).toBeVisible();
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('11');
    const second = await column(table, 1);
    expect(second.some((n) => za.includes(n))).toBe(false);
  });

  test('the registrations screen lists a new registration and offers its CSV export', async ({ page, request }) => {
    const email = `e2e.registrant.${Date.now()}@example.in`;
    const res = await request.post('/api/payment/registration', {
      data: {
        fullName: 'Meher Kapoor',
        age: '26',
        email,
        education: 'B.Des, NID',
        category: 'Mrs',
        contactNumber: '9812345678',
        whatsappNumber: '9812345678',
        agreeToTerms: true,
        amount: '2000.00',
      },
    });
    expect(res.ok()).toBe(true);

    await loginAndOpen(page, '/admin/registrations');
    await expect(page.getByRole('heading', { level: 1, name: /^Registrations \(\d+\)$/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(email);
    const table = page.getByRole('table', { name: 'Registrations' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText('Meher Kapoor');
    await expect(row).toContainText('Mrs');
    await expect(row).toContainText('Initiated');
    await expect(row).toContainText('Not submitted');
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', `/api/details/export.csv?search=${encodeURIComponent(email)}`);
    const download = page.waitForEvent('download');
    await exportLink.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Meher Kapoor');
    expect(lines[1]).toContain(email);

    await row.getByRole('button', { name: 'View Meher Kapoor' }).click();
    const detail = page.getByRole('dialog', { name: 'Meher Kapoor' });
    await expect(detail).toContainText('B.Des, NID');
    await expect(detail).toContainText('No photos submitted yet.');
  });
});
