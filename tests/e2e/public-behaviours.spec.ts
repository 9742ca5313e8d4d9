import { expect, test } from './fixtures';
import { TeamPage } from './pages/team-page';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Interactive behaviours of the public pages (SPEC §2), one scenario per test, against the seeded Season 10. */
test.describe('public page behaviours', () => {
  test('a visitor opens an FAQ question and reads its answer', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'What is the registration fee?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'What is the registration fee?' })).toBeHidden();

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', { name: 'What is the registration fee?' });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(/The registration fee is \d+ INR/);

    await question.click();
    await expect(answer).toBeHidden();
  });

  test('the press image gallery shows 12 images, Show More reveals the rest and Show Less collapses', async ({ page, request }) => {
    const { media } = (await (await request.get('/api/media/imageGallery')).json()) as { media: unknown[] };
    expect(media.length).toBeGreaterThan(12);

    await page.goto('/pressandmediacredentials');
    const gallery = page.getByRole('list', { name: 'Image gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(12);

    const more = page.getByRole('button', { name: 'Show More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(gallery.getByRole('img')).toHaveCount(media.length);

    const less = page.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(gallery.getByRole('img')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Show More' })).toBeVisible();
  });

  test('on the team page clicking a member photo opens the image modal and Escape closes it', async ({ page }) => {
    const team = new TeamPage(page);
    await team.open();
    const photo = team.firstPhoto();
    await expect(photo).toBeVisible();
    const name = await team.nameOf(photo);
    expect(name).not.toBe('');

    await photo.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: new RegExp(`^${escapeRegExp(name)},`) })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on the team page a keyboard visitor opens a member photo and Escape returns focus to it', async ({ page }) => {
    const team = new TeamPage(page);
    await team.open();
    const photo = team.firstPhoto();
    await expect(photo).toBeVisible();
    const name = await team.nameOf(photo);

    await photo.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test('the donation box: a preset, Give Monthly multiplies by 12, back divides, a custom amount clears the preset', async ({ page }) => {
    await page.goto('/charitablealliance');
    // The server's HTML shows the box before React owns it: wait until the page is live.
    await expect(page.locator('html')).toHaveAttribute('data-page-ready');
    const box = page.getByRole('form', { name: 'Make a donation' });
    const amount = box.getByLabel('Or enter your own amount (₹)');
    const meals = box.getByTestId('meals-pledged');

    await box.getByRole('button', { name: '₹1,000', exact: true }).click();
    await expect(box.getByRole('button', { name: '₹1,000', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(amount).toHaveValue('1000');
    await expect(meals).toHaveText('20');

    // The radios are visually hidden inside their pill labels; a visitor clicks the label.
    await box.getByText('Give Monthly', { exact: true }).click();
    await expect(box.getByRole('radio', { name: 'Give Monthly' })).toBeChecked();
    // Monthly, the preset and the box read per month; the Donate button carries the 12 months paid today.
    await expect(box.getByLabel('Or enter your own monthly amount (₹)')).toHaveValue('1000');
    await expect(box.getByRole('button', { name: '₹1,000 a month', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(meals).toHaveText('240');
    await expect(box.getByRole('button', { name: 'Donate ₹12,000' })).toBeEnabled();

    await box.getByText('Give Once', { exact: true }).click();
    await expect(box.getByRole('radio', { name: 'Give Once' })).toBeChecked();
    await expect(amount).toHaveValue('1000');
    await expect(box.getByRole('button', { name: '₹1,000', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(meals).toHaveText('20');

    await amount.fill('1234');
    await expect(box.locator('button[aria-pressed="true"]')).toHaveCount(0);
    await expect(meals).toHaveText('24');
    await expect(box.getByRole('button', { name: 'Donate ₹1,234' })).toBeEnabled();

    await amount.fill('49');
    await expect(meals).toHaveText('0');
  });

  test('the served HTML of /faq carries its own title and share tags before any script runs', async ({ request, baseURL }) => {
    const res = await request.get('/faq', { headers: { Accept: 'text/html' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Frequently Asked Questions · Indo-US Pageant Alliance</title>');
    expect(html).toContain('<meta property="og:title" content="Frequently Asked Questions · Indo-US Pageant Alliance" />');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/faq" />`);
    expect(html).toMatch(/<meta name="description" content="[^"]*registration fee[^"]*" \/>/);

    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /admin');
  });
});
