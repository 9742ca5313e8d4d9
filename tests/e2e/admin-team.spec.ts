import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { expect, test, workerBaseURL } from './fixtures';
import { AdminLoginPage } from './pages/admin-pages';
import { waitForMail } from './pages/outbox';

/** Issue #34: the owner invites an editor on the Team screen; she sets her password from the mailed link and signs in with her e-mail. */

const EDITOR = { email: `esha.editor.${Date.now()}@example.com`, name: 'Esha Editor', password: 'esha editor password 1' };

test('the owner invites an editor from the Team screen, she sets her password from the link and signs in, and the owner can disable her', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const base = workerBaseURL(testInfo);
  await new AdminLoginPage(page).signIn();
  await page.getByRole('link', { name: 'Team' }).first().click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole('list', { name: 'Admins' }).getByRole('listitem')).not.toHaveCount(0);

  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Name').fill(EDITOR.name);
  await page.getByRole('radio', { name: /^Editor/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: ADMIN_ACCOUNT_MSG.invited(EDITOR.email) }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(EDITOR.email);

  const mail = await waitForMail(base, EDITOR.email, /admin\/invite\?token=/);
  const link = /(https?:\/\/\S+\/admin\/invite\?token=[A-Za-z0-9_-]{43})/.exec(mail)![1]!;

  // She opens the link in her own browser (no session), on a phone.
  const hers = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await hers.newPage();
  await phone.goto(link);
  await phone.getByLabel('New password').fill(EDITOR.password);
  await phone.getByLabel('Type it again').fill(EDITOR.password);
  await phone.getByRole('button', { name: 'Set my password' }).click();
  await expect(phone.getByRole('status')).toHaveText(ADMIN_ACCOUNT_MSG.accountReady);
  await phone.getByRole('link', { name: 'Go to the login page' }).click();
  const login = new AdminLoginPage(phone);
  await login.login(EDITOR.email, EDITOR.password);
  await expect(phone).toHaveURL(/\/admin\/dashboard$/);
  // The owner sees her listed and disables her, after confirming.
  await page.reload();
  const card = page.getByRole('list', { name: 'Admins' }).getByRole('listitem').filter({ hasText: EDITOR.email });
  await expect(card).toContainText('Editor');
  await card.getByRole('button', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: `Disable ${EDITOR.name}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(card).toContainText('Disabled');

  // Her open session ends: her next screen sends her to the login page.
  await phone.goto('/admin/dashboard');
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await hers.close();
});
