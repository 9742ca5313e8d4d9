import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { AdminDashboard, AdminLoginPage, adminNav } from './pages/admin-pages';
import { adminRequest, setEvent } from './pages/event-switch';

// Two cores serve several browsers at once here: these stories are long, so they get more than the 30 s default.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function login(page: Page) {
  await new AdminLoginPage(page).signIn();
}

async function eventIsActive(request: APIRequestContext): Promise<boolean> {
  const res = await request.get('/api/event/status');
  expect(res.ok()).toBeTruthy();
  return Boolean((await res.json()).isActive);
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
};

/** Scrolls the page so the table's top has passed under the top bar by `past` px, and returns the header and top-bar boxes. */
async function scrollPastTableTop(page: Page, table: Locator, past: number) {
  // Ten rows fit a screen with little to spare; a tall block after the app lets the page scroll on, as it
  // does once the lists below (the payments ledger, more pages) have grown.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="height:1500px" aria-hidden="true"></div>'));
  const tableTop = await table.evaluate((t) => t.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), tableTop - 56 + past);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(tableTop - 56 + past / 2);
}

for (const vp of VIEWPORTS) {
  test.describe(`admin polish on a ${vp.name} (${vp.width}x${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the event switch asks before opening or closing paid voting; Cancel changes nothing', async ({ page, playwright, baseURL }) => {
      const admin = await adminRequest(playwright, baseURL!);
      await setEvent(admin, false);
      await login(page);
      const dash = new AdminDashboard(page);
      await dash.tab('Event On/Off').click();
      await expect(dash.eventSwitch()).toHaveAttribute('aria-checked', 'false');
      await expect(dash.eventSwitch()).toContainText('Closed');

      await dash.eventSwitch().click();
      const ask = page.getByRole('dialog', { name: 'Open paid voting?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      await expect(dash.eventSwitch()).toHaveAttribute('aria-checked', 'false');
      expect(await eventIsActive(admin)).toBe(false);

      await dash.eventSwitch().click();
      await page.getByRole('dialog', { name: 'Open paid voting?' }).getByRole('button', { name: 'Open voting' }).click();
      await expect(page.getByRole('tabpanel').getByText('Event is now Active ✅')).toBeVisible();
      await expect(dash.eventSwitch()).toHaveAttribute('aria-checked', 'true');
      await expect(dash.eventSwitch()).toContainText('Active');
      expect(await eventIsActive(admin)).toBe(true);

      // Escape is a "no" too.
      await dash.eventSwitch().click();
      const close = page.getByRole('dialog', { name: 'Close paid voting?' });
      await expect(close).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(close).toBeHidden();
      expect(await eventIsActive(admin)).toBe(true);

      await dash.eventSwitch().click();
      await close.getByRole('button', { name: 'Close voting' }).click();
      await expect(page.getByRole('tabpanel').getByText('Event is now Closed ❌')).toBeVisible();
      await expect(dash.eventSwitch()).toHaveAttribute('aria-checked', 'false');
      expect(await eventIsActive(admin)).toBe(false);
      await admin.dispose();
    });

    test('the votes table keeps its header row pinned under the top bar while the page scrolls', async ({ page }) => {
      await login(page);
      await page.goto('/admin/votes');
      const table = page.getByRole('table', { name: 'Candidate votes' });
      await expect(table.locator('tbody tr')).toHaveCount(10);
      const topBar = page.getByRole('banner');
      const header = table.locator('thead th').first();
      const barBottom = (await box(topBar)).y + (await box(topBar)).height;
      expect((await box(header)).y).toBeGreaterThan(barBottom + 20);

      await scrollPastTableTop(page, table, 150);

      await expect.poll(async () => Math.round((await box(header)).y)).toBe(Math.round(barBottom));
      // The first rows have gone under it: the header did not just happen to sit there.
      const firstRow = table.locator('tbody tr').first();
      expect((await box(firstRow)).y).toBeLessThan(barBottom);
      await expect(table.getByRole('columnheader', { name: /Votes/ })).toBeInViewport();
    });

    test('the Top 10 strip shows all ten candidates without sideways scrolling', async ({ page }) => {
      await login(page);
      await page.goto('/admin/votes');
      const strip = page.getByRole('list', { name: 'Top candidates' });
      const cards = strip.getByRole('listitem');
      await expect(cards).toHaveCount(10);
      const frame = await box(strip);
      for (const card of await cards.all()) {
        const b = await box(card);
        expect(b.x).toBeGreaterThanOrEqual(frame.x - 1);
        expect(b.x + b.width).toBeLessThanOrEqual(Math.min(frame.x + frame.width, vp.width) + 1);
      }
      expect(await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(strip.getByRole('img', { name: 'Gold medal' })).toHaveCount(1);
    });

    test('no bare file input shows in any upload form: each is hidden inside the styled picker', async ({ page }) => {
      await login(page);
      const dash = new AdminDashboard(page);

      async function expectStyledPickers(where: string, atLeast: number) {
        const inputs = page.locator('input[type="file"]');
        await expect(inputs.first(), where).toBeAttached();
        const count = await inputs.count();
        expect(count, where).toBeGreaterThanOrEqual(atLeast);
        for (let i = 0; i < count; i += 1) {
          const input = inputs.nth(i);
          // Visually hidden (1 px, clipped), yet labelled, so keyboard and screen readers still reach it.
          const b = await box(input);
          expect(b.width * b.height, `${where}: file input ${i} is visible`).toBeLessThanOrEqual(1);
          const picker = input.locator('xpath=ancestor::*[@data-image-picker][1]');
          await expect(picker, where).toBeVisible();
          await expect(picker.getByText(/^(Choose|Replace) (image|images|other images)$/), where).toBeVisible();
          await expect(picker.getByText('JPG, PNG or WebP, up to 10 MB.', { exact: false }), where).toBeVisible();
        }
      }

      for (const tab of ['Home Images', 'Team Manage', 'Press & Media Manage', 'Sponser Slides', 'CSR Slides', 'Testimonials Slides']) {
        await dash.tab(tab).click();
        await expect(dash.tab(tab)).toHaveAttribute('aria-selected', 'true');
        await expectStyledPickers(tab, 1);
      }
      await dash.tab('Brand Caraousel For HomePage').click();
      await page.getByRole('button', { name: 'Update brand 1' }).click();
      await expectStyledPickers('Brand carousel', 2);

      await page.goto('/admin/candidates');
      await page.getByRole('button', { name: 'Add Candidate' }).click();
      await expect(page.getByRole('dialog', { name: 'Create Candidate' })).toBeVisible();
      await expectStyledPickers('Candidates', 1);

      await page.goto('/admin/ngo-contents');
      await page.getByRole('button', { name: '+ Add New Card' }).click();
      await expectStyledPickers('NGO', 1);

      await page.goto('/admin/competionpage');
      await expect(page.getByRole('heading', { name: 'Admin Competition Page' })).toBeVisible();
      await expectStyledPickers('Competition page', 1);
    });

    test('the competition editor keeps Save in sight and warns before unsaved changes are lost', async ({ page }) => {
      await login(page);
      await page.goto('/admin/competionpage');
      const save = page.getByRole('button', { name: 'Save Competition Page' });
      await expect(save).toBeInViewport();
      await expect(page.getByText('All changes saved')).toBeVisible();

      const venue = page.getByRole('textbox', { name: 'Venue', exact: true });
      const original = await venue.inputValue();
      // The whole value shows: the field wraps and grows instead of scrolling its text out of sight.
      const hidden = await venue.evaluate((el) => ({ x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight }));
      expect(hidden.x).toBeLessThanOrEqual(1);
      expect(hidden.y).toBeLessThanOrEqual(1);
      expect(original.length).toBeGreaterThan(40);
      await venue.fill(`${original} (edited)`);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect(save).toBeInViewport();

      // An in-app link asks first; staying keeps the edit.
      await (await adminNav(page)).getByRole('link', { name: 'Votes' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/admin\/competionpage$/);
      await expect(venue).toHaveValue(`${original} (edited)`);

      await (await adminNav(page)).getByRole('link', { name: 'Votes' }).click();
      await leave.getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/admin\/votes$/);
    });
  });
}

test.describe('admin row actions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each candidate row has a 44 px menu that opens with the keyboard and closes on Escape or a tap outside', async ({ page }) => {
    await login(page);
    await page.goto('/admin/candidates');
    const table = page.getByRole('table', { name: 'Candidates' });
    const first = table.locator('tbody tr').first();
    // The first line of the name cell; her category, city and demo chip follow under it (issue #29).
    const name = (await first.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
    const menuButton = first.getByRole('button', { name: `Actions for ${name}` });
    await expect(menuButton).toBeInViewport();
    const b = await box(menuButton);
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
    await expect(first.getByRole('button', { name: `Edit ${name}` })).toBeHidden();

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${name}` });
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Update Candidate' })).toBeVisible();
  });

  test('the candidates table header stays pinned under the top bar on a phone too', async ({ page }) => {
    await login(page);
    await page.goto('/admin/candidates');
    const table = page.getByRole('table', { name: 'Candidates' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const topBar = page.getByRole('banner');
    const barBottom = (await box(topBar)).y + (await box(topBar)).height;
    const header = table.locator('thead th').first();

    await scrollPastTableTop(page, table, 300);

    await expect.poll(async () => Math.round((await box(header)).y)).toBe(Math.round(barBottom));
    expect((await box(table.locator('tbody tr').first())).y).toBeLessThan(barBottom);
    // Nothing of the table hides off the right edge: no sideways scroller took the header's stickiness.
    expect((await box(table)).x + (await box(table)).width).toBeLessThanOrEqual(390);
  });
});
