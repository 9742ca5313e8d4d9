import { expect, test, type Page } from './fixtures';
import { pngFile } from './pages/png-file';

const photo = (name: string, background: string) => pngFile(name, background, 300, 400);

async function fillRegistration(page: Page, email: string) {
  await page.goto('/registration');
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('Full name').fill('Ishita Banerjee');
  await form.getByLabel('Age').fill('27');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Education').fill('MBA, Symbiosis Pune');
  // The radio is visually replaced by its styled label; checking it directly is what a click on the label does.
  await form.getByRole('radio', { name: 'Miss' }).check({ force: true });
  await form.getByLabel('Contact number', { exact: true }).fill('9876543210');
  await form.getByLabel('WhatsApp number').fill('9876543210');
  await expect(form.getByRole('button', { name: /Pay Now/ })).toBeDisabled();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /Pay Now/ }).click();
}

test.describe('a contestant registers and pays through the sandbox gateway', () => {
  // Each scenario is a whole journey through the gateway's pages (and, on success, the receipt, an upload and SPEC's 5 s).
  test.beforeEach(() => test.slow());

  test('she pays, lands on the details step prefilled, uploads three photos and is thanked', async ({ page }) => {
    await fillRegistration(page, `ishita.${Date.now()}@example.in`);
    await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
    await expect(page.getByText('2000.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Simulate success' }).click();

    // /success shows the receipt, then forwards to the details step with the token the server put in the URL.
    await expect(page).toHaveURL(/\/success\?id=[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('receipt-amount')).toHaveText('₹2,000');
    await page.getByRole('link', { name: /Continue to step 2/ }).click();
    await expect(page).toHaveURL(/\/confirmdetail\?id=[0-9a-f]{32}$/);
    const form = page.getByRole('form', { name: 'Additional details' });
    await expect(page.getByText('Ishita Banerjee').first()).toBeVisible();
    await form.getByLabel('Address').fill('14 Carter Road, Bandra West, Mumbai 400050');
    await form.getByLabel('Height').fill('157cm');
    await form.getByLabel('Weight').fill('54 kg');
    await form.getByLabel('Hair colour').fill('Black');
    await form.getByLabel('Skin colour').fill('Wheatish');
    await form.getByLabel('Eye colour').fill('Brown');
    await form
      .getByLabel('Photo 1', { exact: true })
      .setInputFiles([await photo('a.png', '#2B0A3D'), await photo('b.png', '#C9A227'), await photo('c.png', '#C2185B')]);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Details submitted successfully! Thankyou for the registration.......').first()).toBeVisible();
    await expect(page).toHaveURL(/\/confirmdetail$/);
    // Issue #32: she stays on what happens next (no jump to an empty form), with the two ways on.
    await expect(page.getByRole('link', { name: 'Sign in to your campaign page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed payment shows the failure screen and leads back to the form', async ({ page }) => {
    await fillRegistration(page, `failed.${Date.now()}@example.in`);
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(page).toHaveURL(/\/failure$/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Unfortunately, your transaction could not be processed at this time.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Retry Registration' }).click();
    await expect(page).toHaveURL(/\/registration$/);
  });
});
