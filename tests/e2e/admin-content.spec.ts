import { expect, test } from './fixtures';
import { AdminDashboard, AdminLoginPage } from './pages/admin-pages';
import { pngFile } from './pages/png-file';

const png = (name: string, background: string) => pngFile(name, background, 120, 90);

test.describe('admin manages the site content', () => {
  test('an admin adds a director with a photo and the team API lists her', async ({ page, request }) => {
    await new AdminLoginPage(page).signIn();
    const dash = new AdminDashboard(page);
    await dash.tab('Team Manage').click();
    await page.getByRole('tab', { name: 'Directors' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Kavya Raghunathan');
    await page.getByLabel('Designation').fill('Director – Community Partnerships');
    await page.getByLabel('Main image', { exact: true }).setInputFiles(await png('kavya.png', '#C9A227'));
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('✅ Member added!').first()).toBeVisible();

    const { members } = await (await request.get('/api/team/directors')).json();
    const added = members.find((m: { name: string }) => m.name === 'Kavya Raghunathan');
    expect(added?.images.main.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);

    await page.goto('/behindthescene');
    await expect(page.getByRole('main').getByText('Kavya Raghunathan').first()).toBeAttached();
  });

  test('an admin moves a gallery image and saves the new order', async ({ page, request }) => {
    const before = (await (await request.get('/api/media/imageGallery')).json()).media as { _id: string; title: string }[];
    await new AdminLoginPage(page).signIn();
    await new AdminDashboard(page).tab('Press & Media Manage').click();
    await page.getByRole('tab', { name: 'Image Gallery' }).click();
    await page.getByRole('button', { name: `Move ${before[0]!.title} down` }).click();
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expect(page.getByText('✅ Order saved!').first()).toBeVisible();

    const after = (await (await request.get('/api/media/imageGallery')).json()).media as { _id: string; image: string }[];
    expect(after.slice(0, 2).map((m) => m._id)).toEqual([before[1]!._id, before[0]!._id]);

    // The public gallery shows the new first picture first.
    await page.goto('/pressandmediacredentials');
    await expect(page.getByRole('list', { name: 'Image gallery' }).locator('img').first()).toHaveAttribute('src', after[0]!.image);
  });

  test('an admin uploads two CSR images with progress and both are published', async ({ page, request }) => {
    const count = async () => ((await (await request.get('/api/csr/fetch')).json()).data as unknown[]).length;
    const before = await count();
    await new AdminLoginPage(page).signIn();
    await new AdminDashboard(page).tab('CSR Slides').click();
    await page
      .getByLabel('Images', { exact: true })
      .setInputFiles([await png('drive-1.png', '#2B0A3D'), await png('drive-2.png', '#C2185B')]);
    await expect(page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toHaveCount(2);
    // One progress bar per file, each its own request.
    await expect(page.getByRole('progressbar', { name: /^Upload progress for drive-/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Uploaded 2 CSR image(s) successfully!').first()).toBeVisible();
    expect(await count()).toBe(before + 2);

    await page.goto('/charitablealliance');
    await expect(page.getByRole('region', { name: 'Our CSR activities', exact: true }).locator('img')).toHaveCount(before + 2);
  });

  test('an admin edits an NGO card’s highlights and the public list shows them', async ({ page, request }) => {
    const cards = await (await request.get('/api/ngo-content')).json();
    const card = cards[0] as { title: string; _id: string };
    await new AdminLoginPage(page).signIn();
    await page.goto('/admin/ngo-contents');
    await page.getByRole('button', { name: `Edit ${card.title}` }).click();
    await page.getByRole('button', { name: 'Add Highlight' }).click();
    const n = await page.getByLabel(/^Highlight \d+ title$/).count();
    await page.getByLabel(`Highlight ${n} title`).fill('Meals served in Dharavi');
    await page.getByLabel(`Highlight ${n} content`).fill('12,400 hot meals in the 2026 monsoon drive');
    await page.getByRole('button', { name: 'Update Card' }).click();

    await expect
      .poll(async () => {
        const now = (await (await request.get('/api/ngo-content')).json()) as { _id: string; highlights: { title: string }[] }[];
        return now.find((c) => c._id === card._id)?.highlights.map((h) => h.title);
      })
      .toContain('Meals served in Dharavi');

    await page.goto('/charitablealliance');
    await expect(page.getByRole('main').getByText('Meals served in Dharavi')).toBeVisible();
  });

  test('an admin builds the competition page with all three section types', async ({ page, request }) => {
    await new AdminLoginPage(page).signIn();
    await page.goto('/admin/competionpage');
    await expect(page.getByRole('heading', { name: 'Admin Competition Page' })).toBeVisible();
    // The heading shows while the page still loads; count the sections once the form (and its Save bar) is there.
    await expect(page.getByRole('button', { name: 'Save Competition Page' })).toBeVisible();
    const sectionsBefore = await page.getByLabel(/^Remove section \d+$/).count();

    await page.getByLabel('New section type').selectOption('content');
    await page.getByRole('button', { name: 'Add section' }).click();
    const a = sectionsBefore + 1;
    await page.getByLabel(`Section ${a} title`).fill('Judging Panel');
    await page.getByLabel(`Section ${a} text`).fill('Seven judges from fashion, film and public service score every round.');

    await page.getByLabel('New section type').selectOption('content-list');
    await page.getByRole('button', { name: 'Add section' }).click();
    const b = sectionsBefore + 2;
    await page.getByLabel(`Section ${b} title`).fill('Finale Rounds');
    const addItem = page.getByRole('button', { name: 'Add item' }).last();
    if ((await page.getByLabel(`Section ${b} item 1 label`).count()) === 0) await addItem.click();
    await page.getByLabel(`Section ${b} item 1 label`).fill('Talent');
    await page.getByLabel(`Section ${b} item 1 text`).fill('Ninety seconds on the main stage.');

    await page.getByLabel('New section type').selectOption('image');
    await page.getByRole('button', { name: 'Add section' }).click();
    const c = sectionsBefore + 3;
    await page.getByLabel(`Section ${c} image`).setInputFiles(await png('stage.png', '#C9A227'));

    await page.getByRole('button', { name: 'Save Competition Page' }).click();
    await expect(page.getByRole('button', { name: 'Save Competition Page' })).toBeEnabled();

    const { data } = await (await request.get('/api/competition-page')).json();
    const titles = data.sections.map((s: { title?: string }) => s.title);
    expect(titles).toContain('Judging Panel');
    expect(titles).toContain('Finale Rounds');
    const last = data.sections[data.sections.length - 1];
    expect(last.type).toBe('image');
    expect(last.src).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);

    await page.goto('/competitions');
    await expect(page.getByRole('heading', { name: 'Judging Panel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Finale Rounds' })).toBeVisible();
    await expect(page.locator(`main img[src="${last.src}"]`)).toHaveCount(1);
  });
});
