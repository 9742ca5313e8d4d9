import { expect, test, type Page } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const summary = (page: Page) => page.getByTestId('donation-summary');

/** Opens the charity page and waits for its chunk: eight parallel builds share this machine's two cores. */
async function openCharity(page: Page, hash = '') {
  await page.goto(`/charitablealliance${hash}`);
  await expect(page.getByRole('heading', { name: 'Make a donation' })).toBeAttached({ timeout: 30_000 });
}

test.beforeEach(() => test.slow());

test.describe('a donor gives to the charity through the sandbox gateway', () => {
  test('a preset donation paid with "Simulate success" returns with a thank-you and is recorded', async ({ page }) => {
    await openCharity(page);
    await expect(summary(page)).toContainText('A single gift: ₹2,500 today');
    await page.getByRole('button', { name: /^Donate ₹2,500 today$/ }).click();

    await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
    await expect(page.getByText('2500.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Simulate success' }).click();

    await expect(page).toHaveURL(/\/charitablealliance\?donation=success&amount=2500&txnid=T[0-9a-f]{20}$/);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your generosity!' });
    await expect(thanks).toBeVisible();
    // No e-mail was given, so the thank-you must not promise a receipt.
    await expect(thanks).toContainText('You gave no e-mail address, so no receipt is sent by e-mail.');
    await expect(thanks).not.toContainText('on its way');
  });

  test('a donation that fails at the gateway returns with an explanation', async ({ page }) => {
    await openCharity(page);
    await page.getByRole('button', { name: /^Donate ₹/ }).click();
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(page).toHaveURL(/\/charitablealliance\?donation=failure/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your donation did not go through' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Make a donation' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Make a donation' })).toBeInViewport();
  });
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('monthly giving says plainly what is charged and when, and the gateway takes exactly that', async ({ page }) => {
      await openCharity(page);
      await page.getByText('Give Monthly', { exact: true }).click();

      await expect(summary(page)).toContainText('₹2,500 a month for 12 months: ₹30,000 today');
      await expect(summary(page)).toContainText('nothing more is taken later');
      const pay = page.getByRole('button', { name: 'Donate ₹30,000 today, ₹2,500 a month for 12 months' });
      await expect(pay).toBeVisible();

      // A preset reads as the monthly amount and follows the same x12 rule; the wording follows the preset.
      await page.getByRole('button', { name: '₹1,000 a month', exact: true }).click();
      await expect(summary(page)).toContainText('₹1,000 a month for 12 months: ₹12,000 today');
      await expect(page.getByRole('button', { name: 'Donate ₹12,000 today, ₹1,000 a month for 12 months' })).toBeVisible();

      await page.getByLabel('E-mail').fill('donor.e2e@example.com');
      await page.getByRole('button', { name: /^Donate ₹12,000 today/ }).click();
      await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
      await expect(page.getByText('12000.00').first()).toBeVisible();
      await page.getByRole('button', { name: 'Simulate success' }).click();

      await expect(page).toHaveURL(/\/charitablealliance\?donation=success&amount=12000&txnid=T[0-9a-f]{20}$/);
      const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your generosity!' });
      await expect(thanks).toContainText('Your gift of ₹12,000 (₹1,000 a month for 12 months) has been received.');
      await expect(thanks).toContainText('Your receipt with the transaction ID is on its way to the e-mail address you gave.');
    });

    test('"Donate now" lands on the donation form itself, below the top bar', async ({ page }) => {
      await openCharity(page);
      await page.getByRole('link', { name: 'Donate now' }).click();
      const heading = page.getByRole('heading', { name: 'Make a donation' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page.getByText('Give Once', { exact: true })).toBeInViewport();
      // Settled scroll: the heading sits under the sticky top bar, not behind it.
      await expect
        .poll(async () => {
          const bar = await page.locator('header').first().boundingBox();
          const box = await heading.boundingBox();
          return Boolean(bar && box && box.y >= bar.y + bar.height && box.y + box.height <= viewport.height);
        })
        .toBe(true);
    });

    test('a link to /charitablealliance#donate also lands on the form', async ({ page }) => {
      await openCharity(page, '#donate');
      const heading = page.getByRole('heading', { name: 'Make a donation' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    });
  });
}

test.describe('the back-to-top button on a phone', () => {
  test.use({ viewport: PHONE });

  test('never covers a button, field or link while the charity page scrolls through', async ({ page }) => {
    await openCharity(page);
    await expect(page.getByRole('heading', { name: 'Our Initiatives' })).toBeVisible();
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    // One pass down the page inside the browser, a frame per step, noting at each step whether the
    // button shows and which controls its box meets.
    const steps = await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const out: { y: number; shown: boolean; hits: string[] }[] = [];
      for (let y = 0; y <= document.documentElement.scrollHeight - window.innerHeight + 120; y += 120) {
        window.scrollTo(0, y);
        await frame();
        const self = document.querySelector('[aria-label="Back to top"]');
        const hits: string[] = [];
        if (self) {
          const b = self.getBoundingClientRect();
          for (const el of document.querySelectorAll('a[href], button, input, select, textarea, label')) {
            if (el === self) continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
            if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) hits.push(el.outerHTML.slice(0, 80));
          }
        }
        out.push({ y: window.scrollY, shown: Boolean(self), hits });
      }
      return out;
    });
    for (const step of steps) expect(step.hits, `back-to-top at scrollY ${step.y} covers a control`).toEqual([]);
    // The check above only means something if the button both showed and stepped aside on the way down.
    expect(steps.filter((s) => s.shown).length).toBeGreaterThan(3);
    expect(steps.filter((s) => !s.shown && s.y > 300).length).toBeGreaterThan(0);

    // Over the donation form (its Pay button at the corner) the button is not there to cover it.
    await page.getByRole('button', { name: /^Donate ₹2,500 today$/ }).evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 10);
    });
    await expect(backToTop).toBeHidden();
  });
});
