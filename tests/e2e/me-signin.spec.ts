import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import { expect, test } from './fixtures';
import { waitForMail } from './pages/outbox';
import { payRegistrationInBrowser } from './pages/sandbox-payments';

/**
 * Issue #30, her sign-in without a password: she asks for a link on /me/signin, the mailed link
 * lands her on /me, and the same link a second time explains itself and offers a new one.
 */

const SIGN_IN_MAIL = /^Subject: Your sign-in link/m;
const LOGIN_LINK = /https?:\/\/[^\s"<>]+\/me\/login\?token=[A-Za-z0-9_-]+/;

test('when she asks for a link and opens it, then she lands on /me; opened again, it offers a new link', async ({ page, baseURL }) => {
  // A registration paid through the sandbox's pages first: the whole story takes about half a minute.
  test.slow();
  const email = `signin.${Date.now()}@example.org`;
  await payRegistrationInBrowser(page, {
    fullName: 'Kavya Signin Rao',
    age: 23,
    email,
    education: 'B.A.',
    category: 'Miss',
    contactNumber: '9820011225',
    whatsappNumber: '9820011225',
  });

  await page.goto('/me/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to your campaign' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByRole('alert')).toHaveText(COCKPIT_MSG.emailInvalid);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(COCKPIT_MSG.linkSent);

  const mail = await waitForMail(baseURL!, email, SIGN_IN_MAIL);
  const link = LOGIN_LINK.exec(mail)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/me$/);

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(COCKPIT_MSG.tokenUsed);
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/me\/signin$/);
  await expect(page.getByLabel('E-mail address')).toBeVisible();
});
