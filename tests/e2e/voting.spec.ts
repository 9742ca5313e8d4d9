import { expect, test, type Locator, type Page } from './fixtures';
import { eventOnDuringTheseTests } from './pages/event-switch';

/** A seeded contestant on the first page of the grid (DESIGN §3 demo content). */
const CONTESTANT = 'Tanvi Deshpande';

/** User actions on /contestants; the spec keeps the assertions (STYLE §15). */
class ContestantsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/contestants');
    // Generous: several browsers share two cores on the test machine.
    await expect(this.grid().getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  }

  grid() {
    return this.page.getByRole('list', { name: 'Contestants' });
  }

  card(name: string): Locator {
    return this.grid().getByRole('article', { name });
  }

  count(name: string): Locator {
    return this.card(name).getByTestId('vote-count');
  }

  async readCount(name: string): Promise<number> {
    // The DOM's text, not innerText: the count is read wherever the card is, whatever is drawn.
    return Number(((await this.count(name).textContent()) ?? '').replace(/\D/g, ''));
  }

  async voteWithPackage(name: string, packageVotes: string) {
    await this.card(name)
      .getByRole('button', { name: `Vote for ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Vote for ${name}` });
    // The radio is visually replaced by its styled label; checking it is what a click on the card does.
    await dialog.getByRole('radio', { name: new RegExp(`^${packageVotes} votes`) }).check({ force: true });
    return dialog;
  }
}

const formatCount = (n: number) => n.toLocaleString('en-IN');

// Two browsers and a gateway round trip: on the shared two-core test machine this outlasts the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.describe('a fan votes for a contestant through the sandbox gateway', () => {
  eventOnDuringTheseTests();

  test('a package vote paid with "Simulate success" is counted, and another open page sees it live', async ({ page, browser }) => {
    const watcherContext = await browser.newContext();
    const watcher = new ContestantsPage(await watcherContext.newPage());
    await watcher.open();

    const voter = new ContestantsPage(page);
    await voter.open();
    const before = await voter.readCount(CONTESTANT);
    expect(await watcher.readCount(CONTESTANT)).toBe(before);

    const dialog = await voter.voteWithPackage(CONTESTANT, '750');
    await expect(dialog.getByRole('button', { name: 'Add a vote' })).toBeDisabled();
    await expect(dialog.getByTestId('vote-total')).toHaveText('₹37,500');
    await dialog.getByRole('button', { name: 'Pay ₹37,500' }).click();

    await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
    await expect(page.getByText('37500.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Simulate success' }).click();

    await expect(page).toHaveURL(/\/contestants\?status=SUCCESS&/);
    const receipt = page.getByRole('dialog', { name: 'Thank you for voting!' });
    await expect(receipt).toContainText(CONTESTANT);
    await expect(receipt).toContainText('750');
    await expect(receipt).toContainText('₹37,500');
    await receipt.getByRole('button', { name: 'Back to the contestants' }).click();

    await expect(page).toHaveURL(/\/contestants$/);
    await expect(receipt).toHaveCount(0);
    await expect(voter.count(CONTESTANT)).toHaveText(formatCount(before + 750));

    // The second visitor never reloaded: the count arrived over Socket.IO.
    await expect(watcher.count(CONTESTANT)).toHaveText(formatCount(before + 750));
    await watcherContext.close();
  });

  test('a vote that fails at the gateway returns to the failure modal and counts nothing', async ({ page }) => {
    const voter = new ContestantsPage(page);
    await voter.open();
    const before = await voter.readCount(CONTESTANT);

    await voter
      .card(CONTESTANT)
      .getByRole('button', { name: `Vote for ${CONTESTANT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Vote for ${CONTESTANT}` });
    await dialog.getByRole('button', { name: 'Add a vote' }).click();
    await dialog.getByRole('button', { name: 'Pay ₹200' }).click();
    await page.getByRole('button', { name: 'Simulate failure' }).click();

    await expect(page).toHaveURL(/\/contestants\?status=FAILURE&/);
    const failure = page.getByRole('dialog', { name: 'Payment failed' });
    await expect(failure).toBeVisible();
    await failure.getByRole('button', { name: 'Back to the contestants' }).click();
    await expect(page).toHaveURL(/\/contestants$/);
    await expect(voter.count(CONTESTANT)).toHaveText(formatCount(before));
  });

  test('the shared link opens her own page with the vote circle', async ({ page }) => {
    const voter = new ContestantsPage(page);
    await voter.open();
    await voter.card(CONTESTANT).getByRole('link', { name: CONTESTANT, exact: true }).click();
    await expect(page).toHaveURL(/\/contestants\/vote\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: CONTESTANT })).toBeVisible();
    await expect(page.getByTestId('vote-circle')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Vote for ${CONTESTANT}`));
  });

  test('on a 320 px phone the grid and the vote modal fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const voter = new ContestantsPage(page);
    await voter.open();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);

    const dialog = await voter.voteWithPackage(CONTESTANT, '1,00,000');
    await expect(dialog.getByTestId('vote-total')).toHaveText('₹2,00,000');
    const box = await dialog.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(320);
    // The pay bar sticks to the modal's bottom edge: no scrolling needed to reach Pay.
    const pay = dialog.getByRole('button', { name: 'Pay ₹2,00,000' });
    await expect(pay).toBeInViewport({ ratio: 1 });
    expect(await overflow()).toBe(0);
  });
});
