import { expect, test, type Browser } from './fixtures';
import { payRegistrationInBrowser } from './pages/sandbox-payments';
import { pngFile } from './pages/png-file';

const photo = (name: string, background: string) => pngFile(name, background, 300, 400);

interface PaidRegistration {
  token: string;
  txnid: string;
  email: string;
}

/**
 * A registration paid through the sandbox gateway in its own browser context, which is then closed:
 * the API starts it (as the form does), the browser posts the signed fields and presses "Simulate success".
 */
async function payRegistration(browser: Browser, fullName = 'Zoya Qureshi'): Promise<PaidRegistration> {
  const email = `zoya.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const { token, txnid } = await payRegistrationInBrowser(page, {
    fullName,
    age: 31,
    email,
    education: 'M.Sc',
    category: 'Mrs',
    contactNumber: '919820011223',
    whatsappNumber: '9820011223',
  });
  await context.close();
  return { token, txnid, email };
}

test.describe('the registration receipt works from its link alone', () => {
  test('a fresh browser opening /success?id=TOKEN sees the receipt, then moves on to step 2 by itself', async ({ browser }) => {
    // A gateway round trip in one browser, then the receipt's 8 s countdown in another.
    test.slow();
    const paid = await payRegistration(browser);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/success?id=${paid.token}`);
    expect(await page.evaluate(() => sessionStorage.getItem('registrationData'))).toBeNull();

    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await expect(receipt.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('receipt-amount')).toHaveText('₹2,000');
    await expect(page.getByTestId('receipt-txnid')).toHaveText(paid.txnid);
    await expect(page.getByTestId('receipt-email')).toHaveText(paid.email);
    await expect(page.getByText('Redirecting...')).toBeVisible();
    await expect(page.getByRole('link', { name: /Continue to step 2/ })).toHaveAttribute('href', `/confirmdetail?id=${paid.token}`);

    await expect(page).toHaveURL(new RegExp(`/confirmdetail\\?id=${paid.token}$`), { timeout: 15_000 });
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByText('Zoya Qureshi')).toBeVisible();
    await context.close();
  });

  test('an unknown link says so instead of pretending the payment succeeded', async ({ page }) => {
    await page.goto('/success?id=0123456789abcdef0123456789abcdef');
    await expect(page.getByRole('alert')).toHaveText('We could not find a paid registration for this link.', { timeout: 15_000 });
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
  });

  test('a paid contestant opening /registration with her link on another device goes on to her details step', async ({ browser }) => {
    test.slow();
    const paid = await payRegistration(browser);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/registration?id=${paid.token}`);
    // The form waits for the server to confirm the payment; on a busy machine that can take a while.
    await expect(page).toHaveURL(new RegExp(`/confirmdetail\\?id=${paid.token}$`), { timeout: 15_000 });
    await expect(page.getByRole('form', { name: 'Additional details' })).toBeVisible();
    await context.close();
  });
});

test.describe('the details step', () => {
  test('names the missing field beside it, then shows what happens next with the ways on', async ({ browser }) => {
    // A gateway round trip and a three-photo upload.
    test.slow();
    const paid = await payRegistration(browser, 'Nandini Rao');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/confirmdetail?id=${paid.token}`);
    const form = page.getByRole('form', { name: 'Additional details' });
    await form.getByLabel('Address').fill('7 Palm Grove, Juhu, Mumbai 400049');
    await form.getByLabel('Height').fill(`5'5"`);
    await form.getByLabel('Hair colour').fill('Brown');
    await form.getByLabel('Skin colour').fill('Fair');
    await form.getByLabel('Eye colour').fill('Hazel');
    await form
      .getByLabel('Photo 1', { exact: true })
      .setInputFiles([await photo('a.png', '#2B0A3D'), await photo('b.png', '#C9A227'), await photo('c.png', '#B8325E')]);
    await expect(form.getByRole('img', { name: /Selected picture/ })).toHaveCount(3);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill out all fields.' }).first()).toBeVisible();
    await expect(form.getByLabel('Weight')).toHaveAccessibleDescription(/Please enter your weight\./);
    await expect(form.getByLabel('Height')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Weight').fill('58 kg');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: /what happens next/ })).toBeVisible();
    await expect(page.getByText(`A confirmation is on its way to ${paid.email}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Shortlist' })).toBeVisible();
    await expect(page.getByText('Details submitted successfully! Thankyou for the registration.......').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Additional details' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/confirmdetail$/);
    // Her details are in: the way on is her campaign page (rough-edges.spec checks that nothing moves her).
    await page.getByRole('link', { name: 'Sign in to your campaign page' }).click();
    await expect(page).toHaveURL(/\/me\/signin$/);
    await context.close();
  });
});
