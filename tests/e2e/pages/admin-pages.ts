import type { Page } from '@playwright/test';

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

  error() {
    return this.page.getByRole('alert');
  }
}

export class AdminDashboard {
  constructor(private readonly page: Page) {}

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  eventSwitch() {
    return this.page.getByRole('switch', { name: 'Event status' });
  }

  async setEvent(active: boolean) {
    await this.tab('Event On/Off').click();
    const sw = this.eventSwitch();
    if ((await sw.getAttribute('aria-checked')) !== String(active)) await sw.click();
  }

  logoutButton() {
    return this.page.getByRole('button', { name: 'Logout' });
  }
}
