import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

/** User actions on the back office; specs hold the assertions (STYLE §15). */
export class AdminLoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/login');
  }

  async login(username: string, password: string) {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }

  /** Signs in as the e2e admin and waits for the dashboard, where every admin story starts. */
  async signIn() {
    await this.open();
    await this.login(E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(this.page).toHaveURL(/\/admin\/dashboard$/);
  }

  error() {
    return this.page.getByRole('alert');
  }
}

/** The admin's navigation, ready to use: below 768 px it sits in a drawer behind the Menu button (issue #32), opened here. */
export async function adminNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu.or(nav)).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  return nav;
}

export class AdminDashboard {
  constructor(private readonly page: Page) {}

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  eventSwitch() {
    return this.page.getByRole('switch', { name: 'Event status' });
  }

  /** Flips the event switch and answers its question: the switch only opens or closes paid voting once confirmed. */
  async flipEvent() {
    const opening = (await this.eventSwitch().getAttribute('aria-checked')) !== 'true';
    await this.eventSwitch().click();
    const dialog = this.page.getByRole('dialog', { name: opening ? 'Open paid voting?' : 'Close paid voting?' });
    await dialog.getByRole('button', { name: opening ? 'Open voting' : 'Close voting' }).click();
  }

  async setEvent(active: boolean) {
    await this.tab('Event On/Off').click();
    if ((await this.eventSwitch().getAttribute('aria-checked')) !== String(active)) await this.flipEvent();
  }

  logoutButton() {
    return this.page.getByRole('button', { name: 'Logout' });
  }
}
