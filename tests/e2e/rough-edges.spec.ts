import { expect, test, type Locator, type Page } from './fixtures';
import { AdminLoginPage } from './pages/admin-pages';
import { eventOnDuringTheseTests } from './pages/event-switch';
import { pngFile } from './pages/png-file';
import { payRegistrationInBrowser } from './pages/sandbox-payments';

/**
 * Issue #32's rough edges on a phone (390x844): the details step that stays, monthly presets per month,
 * no picture behind a headline, the admin drawer, row menus and save bar that fit, 44 px share buttons.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return b!;
}

/** Wholly on screen: not cut by the screen's edges (nor scrolled off sideways). */
async function expectInsideViewport(locator: Locator) {
  const b = await box(locator);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(b.y + b.height).toBeLessThanOrEqual(PHONE_HEIGHT);
}

/**
 * Not cut off by a clipping frame either: the points just inside its left and right edges, halfway
 * down, hit the element itself (a frame's clip leaves those points to whatever lies behind).
 */
async function expectNotClipped(locator: Locator) {
  const hits = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const y = r.top + r.height / 2;
    return [r.left + 2, r.right - 2].map((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });
  expect(hits).toEqual([true, true]);
}

async function signIn(page: Page) {
  await new AdminLoginPage(page).signIn();
}

test('after the details submit she stays on what happens next: no redirect is scheduled, the ways on are links', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: PHONE_HEIGHT } });
  const page = await context.newPage();
  const email = `meera.${Date.now()}@example.in`;
  const { token } = await payRegistrationInBrowser(page, {
    fullName: 'Meera Iyer',
    age: 24,
    email,
    education: 'B.Com',
    category: 'Miss',
    contactNumber: '919820011224',
    whatsappNumber: '9820011224',
  });
  // The page's timers run on a clock the test moves: a redirect scheduled for 5 s would fire within the 60 s run below.
  await page.clock.install();
  await page.goto(`/confirmdetail?id=${token}`);
  const form = page.getByRole('form', { name: 'Additional details' });
  await form.getByLabel('Address').fill('4 Carter Road, Bandra, Mumbai 400050');
  await form.getByLabel('Height').fill(`5'6"`);
  await form.getByLabel('Weight').fill('56 kg');
  await form.getByLabel('Hair colour').fill('Black');
  await form.getByLabel('Skin colour').fill('Wheatish');
  await form.getByLabel('Eye colour').fill('Brown');
  await form
    .getByLabel('Photo 1', { exact: true })
    .setInputFiles([
      await pngFile('a.png', '#2B0A3D', 300, 400),
      await pngFile('b.png', '#C9A227', 300, 400),
      await pngFile('c.png', '#B8325E', 300, 400),
    ]);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, Meera! Here is what happens next' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Details submitted successfully! Thankyou for the registration.......').first()).toBeVisible();
  const steps = page.getByRole('region', { name: /what happens next/ }).getByRole('listitem');
  for (const step of ['Profile review', 'Shortlist', 'Your voting page']) await expect(steps.filter({ hasText: step })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to your campaign page' })).toHaveAttribute('href', '/me/signin');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');

  await page.clock.runFor(60_000);
  await expect(page).toHaveURL(/\/confirmdetail$/);
  await expect(page.getByRole('heading', { name: /what happens next/ })).toBeVisible();
  await expect(page.getByText('Redirecting...')).toHaveCount(0);
  await context.close();
});

test('Give Monthly: every preset reads as the monthly amount, the Donate button says the total charged today', async ({ page }) => {
  await page.goto('/charitablealliance');
  const donateNow = page.getByRole('link', { name: 'Donate now' });
  await expectInsideViewport(donateNow);
  await donateNow.click();
  const donation = page.getByRole('form', { name: 'Make a donation' });
  await expect(donation.getByRole('heading', { name: 'Make a donation' })).toBeInViewport();

  await donation.getByText('Give Monthly', { exact: true }).click();
  const presets = donation.getByRole('group', { name: 'Choose a monthly amount' }).getByRole('button');
  await expect(presets).toHaveCount(6);
  for (const text of await presets.allInnerTexts()) expect(text).toMatch(/^₹[\d,]+ a month$/);
  await expect(donation.getByRole('button', { name: '₹2,500 a month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(donation.getByRole('button', { name: 'Donate ₹30,000 today, ₹2,500 a month for 12 months' })).toBeVisible();
});

for (const path of ['/pressandmediacredentials', '/charitablealliance']) {
  test(`no picture sits behind the headline of ${path}`, async ({ page }) => {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    const h = await box(heading);
    const hero = page.locator('main section').first();
    const overlapping = await hero.locator('img, picture').evaluateAll(
      (els, r) =>
        els.filter((el) => {
          const b = el.getBoundingClientRect();
          return b.width > 0 && b.left < r.x + r.width && b.right > r.x && b.top < r.y + r.height && b.bottom > r.y;
        }).length,
      h,
    );
    expect(overlapping).toBe(0);
  });
}

test.describe('the admin on a phone', () => {
  test('the rail gives way to a menu button that opens a drawer: focus moves in, Escape closes, a link closes it', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(nav).toBeHidden();
    await expectInsideViewport(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The page has the whole width: no rail beside it.
    expect((await box(page.getByRole('main'))).x).toBe(0);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole('link', { name: 'Candidates' }).click();
    await expect(page).toHaveURL(/\/admin\/candidates$/);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('every Candidates row menu button is wholly on screen, and an open menu shows all its items', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/candidates');
    const rows = page.getByRole('table', { name: 'Candidates' }).locator('tbody tr');
    await expect(rows).toHaveCount(10, { timeout: 15_000 });
    const buttons = rows.getByRole('button', { name: /^Actions for / });
    await expect(buttons).toHaveCount(10);
    for (const button of await buttons.all()) {
      await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expectInsideViewport(button);
      await expectNotClipped(button);
    }
    // The last row's menu, near the foot of the screen, opens where all of it shows.
    const last = buttons.last();
    await last.click();
    const opened = page.getByRole('menu', { name: (await last.getAttribute('aria-label'))! });
    const items = opened.getByRole('menuitem');
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) {
      await expect(item).toBeVisible();
      await expectInsideViewport(item);
      await expectNotClipped(item);
    }
  });

  test("the competition editor's save bar keeps its status on one line", async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/competionpage');
    const bar = page.locator('[data-save-bar]');
    await page.getByLabel('Host country').fill('India and the USA');
    const status = bar.getByText('Unsaved changes');
    await expect(status).toBeVisible();
    const lines = await status.evaluate((el) => {
      const p = el.closest('p')!;
      return Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
    });
    expect(lines).toBe(1);
    await expectInsideViewport(bar.getByRole('button', { name: 'Save Competition Page' }));
  });
});

test.describe('share buttons on the public cards', () => {
  const event = eventOnDuringTheseTests({ withContestant: true });

  async function expectEveryShareButtonAtLeast44(page: Page) {
    const shares = page.locator('ul[aria-label^="Share "]').locator('a, button');
    await expect(shares.first()).toBeVisible();
    const sizes = await shares.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label'), width: r.width, height: r.height };
      }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    for (const s of sizes) {
      expect(s.width, s.name ?? '').toBeGreaterThanOrEqual(44);
      expect(s.height, s.name ?? '').toBeGreaterThanOrEqual(44);
    }
  }

  test('on /contestants every share button is at least 44 px', async ({ page }) => {
    await page.goto('/contestants');
    await expectEveryShareButtonAtLeast44(page);
  });

  test("on a contestant's vote page every share button is at least 44 px", async ({ page }) => {
    await page.goto(`/contestants/vote/${event.contestantId}`);
    await expectEveryShareButtonAtLeast44(page);
  });
});
