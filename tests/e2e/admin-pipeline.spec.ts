import sharp from 'sharp';
import { expect, test, type Browser, type Page } from './fixtures';
import { AdminLoginPage } from './pages/admin-pages';
import { eventOnDuringTheseTests } from './pages/event-switch';
import { pngFile } from './pages/png-file';
import { payRegistrationInBrowser } from './pages/sandbox-payments';

/**
 * Issue #29: an admin takes a paid registration with her details through the pipeline on the
 * Registrations screen (shortlist, then the voting page with her second photo as the card), and she is
 * on /contestants with her Miss chip.
 */

// Three plainly different photos; the second is landscape, so its card is a real crop around the focus point.
const PHOTOS = [
  { name: 'one.png', colour: '#1565c0', rgb: [21, 101, 192], width: 600, height: 800 },
  { name: 'two.png', colour: '#c2185b', rgb: [194, 24, 91], width: 1200, height: 700 },
  { name: 'three.png', colour: '#2e7d32', rgb: [46, 125, 50], width: 600, height: 800 },
] as const;

interface Registrant {
  fullName: string;
  email: string;
}

/** Paid through the sandbox in a browser of its own (as the form does), then her details and three photos, as step 2 sends them. */
async function paidWithDetails(browser: Browser, fullName: string): Promise<Registrant> {
  const email = `pipeline.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const { token } = await payRegistrationInBrowser(page, {
    fullName,
    age: 23,
    email,
    education: 'B.A',
    category: 'Miss',
    contactNumber: '9820011223',
    whatsappNumber: '9820011223',
  });

  const form = new FormData();
  const fields = {
    registrationId: token,
    address: '4 Lake Road, Pune',
    height: `5'6"`,
    weight: '54 kg',
    hairColor: 'Black',
    skinColor: 'Wheatish',
    eyeColor: 'Brown',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of PHOTOS) {
    const file = await pngFile(p.name, p.colour, p.width, p.height);
    form.append('pictures', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), p.name);
  }
  const details = await page.request.post('/api/payment/update-registration-details', { multipart: form });
  expect(details.ok()).toBe(true);
  await context.close();
  return { fullName, email };
}

/** Her row on the Registrations screen, found by her e-mail (the admin is signed in). */
async function openRegistrations(page: Page, email: string) {
  await page.goto('/admin/registrations');
  await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(email);
  const rows = page.getByRole('table', { name: 'Registrations' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  return rows.first();
}

test.describe.configure({ timeout: 120_000 });

test.describe('the contestant pipeline in the admin', () => {
  let candidateId = '';
  // Declared before the event's own hooks, so it runs while their admin client is still open.
  test.afterAll(async () => {
    if (candidateId) expect((await open.admin.delete(`/api/candidates/delete/${candidateId}`)).ok()).toBe(true);
  });
  const open = eventOnDuringTheseTests();

  test('shortlist a registration with details, put her on the voting page with her second photo, see her on /contestants with her chip', async ({
    page,
    browser,
    request,
  }) => {
    const she = await paidWithDetails(browser, 'Tanvi Pipelinekar');
    await new AdminLoginPage(page).signIn();
    const row = await openRegistrations(page, she.email);
    await expect(row).toContainText('Details submitted');

    await row.getByRole('button', { name: `View ${she.fullName}` }).click();
    const detail = page.getByRole('dialog', { name: she.fullName });
    const pipeline = detail.getByRole('region', { name: 'Pipeline' });
    await expect(detail.getByRole('img', { name: new RegExp(`^${she.fullName} photo \\d$`) })).toHaveCount(3);
    await expect(pipeline.getByRole('button', { name: 'Put on the voting page' })).toHaveCount(0);
    await pipeline.getByRole('button', { name: 'Shortlist' }).click();
    await expect(detail.getByRole('status')).toHaveText('Moved to "Shortlisted".');
    await expect(pipeline.locator('[data-stage]')).toHaveText('Shortlisted');
    await expect(row).toContainText('Shortlisted');

    await pipeline.getByRole('button', { name: 'Put on the voting page' }).click();
    const step = page.getByRole('dialog', { name: `Put ${she.fullName} on the voting page` });
    await step.getByRole('img', { name: 'Photo 2' }).click();
    await expect(step.getByRole('radio', { name: 'Photo 2' })).toBeChecked();
    const picker = step.getByRole('group', { name: /^Focus point/ });
    await expect(step.getByRole('img', { name: `Preview of ${she.fullName}'s card photo` })).toBeVisible();
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.5 } });
    await expect(picker).toHaveAccessibleName(/^Focus point, 2\d% across and 5\d% down$/);
    await picker.press('ArrowRight');
    await expect(picker).toHaveAccessibleName(/^Focus point, 3\d% across/);
    await step.getByRole('textbox', { name: 'City (optional)' }).fill('Pune');
    await step.getByRole('textbox', { name: 'Bio (optional)' }).fill('Classical dancer from Pune.');
    await step.getByRole('button', { name: 'Put on the voting page' }).click();

    await expect(step.getByRole('status')).toHaveText('She is on the voting page now.');
    const link = step.getByRole('link', { name: 'Open her vote page' });
    candidateId = (await link.getAttribute('href'))!.replace('/contestants/vote/', '');
    expect(candidateId).toMatch(/^[0-9a-f-]{36}$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: she.fullName }).getByRole('region', { name: 'Pipeline' })).toContainText(
      'On the voting page',
    );

    // Her card is her second photo, cut to 4:5 as a JPEG.
    const card = (await (await request.get(`/api/candidates/fetchbyid/${candidateId}`)).json()) as {
      imageUrl: string;
      category: string;
      city: string;
    };
    expect(card).toMatchObject({ category: 'Miss', city: 'Pune' });
    const image = await (await request.get(card.imageUrl)).body();
    const { width, height, format } = await sharp(image).metadata();
    expect([format, width! / height!]).toEqual(['jpeg', 0.8]);
    // Nothing of photos one or three: every channel is the second photo's colour (JPEG may shift it slightly).
    const { channels } = await sharp(image).stats();
    channels.slice(0, 3).forEach((c, i) => expect(Math.abs(c.mean - PHOTOS[1].rgb[i]!)).toBeLessThan(12));

    await page.goto('/contestants');
    await page.getByRole('searchbox', { name: 'Search contestants' }).fill('Pipelinekar');
    const her = page.getByRole('list', { name: 'Contestants' }).getByRole('article', { name: she.fullName });
    await expect(her).toBeVisible({ timeout: 30_000 });
    await expect(her.locator('[data-category]')).toHaveText('Miss');
    await expect(her.getByText('Pune')).toBeVisible();
  });

  test('the pipeline screen and the voting-page step fit a phone and a laptop', async ({ page, browser }, testInfo) => {
    const she = await paidWithDetails(browser, 'Rhea Screenshot');
    await new AdminLoginPage(page).signIn();
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The whole list first, as the admin opens it.
      await page.goto('/admin/registrations');
      await expect(page.getByRole('tab', { name: /^Details submitted \(\d+\)$/ })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Registrations' }).getByRole('rowheader', { name: new RegExp(she.fullName) }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`pipeline-list-${width}.png`) });

      const row = await openRegistrations(page, she.email);
      await row.getByRole('button', { name: `View ${she.fullName}` }).click();
      const detail = page.getByRole('dialog', { name: she.fullName });
      const pipeline = detail.getByRole('region', { name: 'Pipeline' });
      // Shortlisted on the first pass (the phone); the laptop pass finds her so.
      if (width === 390) await pipeline.getByRole('button', { name: 'Shortlist' }).click();
      await expect(pipeline.locator('[data-stage]')).toHaveText('Shortlisted');
      await page.screenshot({ path: testInfo.outputPath(`pipeline-detail-${width}.png`) });

      await pipeline.getByRole('button', { name: 'Put on the voting page' }).click();
      const step = page.getByRole('dialog', { name: `Put ${she.fullName} on the voting page` });
      await step.getByRole('img', { name: 'Photo 2' }).click();
      await expect(step.getByRole('img', { name: `Preview of ${she.fullName}'s card photo` }).locator('img')).toBeVisible();
      // Submit stays in reach at the bottom of the step, even on a phone.
      const submit = step.getByRole('button', { name: 'Put on the voting page' });
      await expect(submit).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`pipeline-step-${width}.png`) });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    }
    // Left shortlisted: nothing of hers reaches the voting page.
  });
});
