import type { Page } from '@playwright/test';

/** Her charity drive as a fan meets it: her vote page's block and the donation box opened for her (issue #33). */
export class CharityDrive {
  constructor(private readonly page: Page) {}

  async openVotePage(candidateId: string) {
    await this.page.goto(`/contestants/vote/${candidateId}`);
  }

  /** The block on her vote page. */
  block() {
    return this.page.getByRole('region', { name: 'Her charity drive' });
  }

  progressBar() {
    return this.block().getByRole('progressbar');
  }

  raised(currency: 'INR' | 'USD') {
    return this.block().getByTestId(`drive-raised-${currency}`);
  }

  async supportHerDrive() {
    await this.block().getByRole('link', { name: 'Support her charity drive' }).click();
  }

  banner(name: string) {
    return this.page.getByRole('region', { name: `Supporting ${name}'s charity drive` });
  }

  async showMyFirstName() {
    await this.page.getByRole('checkbox', { name: /Show my first name to her/ }).check();
  }

  async donate(label: RegExp) {
    await this.page.getByRole('button', { name: label }).click();
  }

  async simulate(outcome: 'Simulate success' | 'Simulate failure') {
    await this.page.getByRole('button', { name: outcome }).click();
  }

  thankYou() {
    return this.page.getByRole('status').filter({ hasText: 'Thank you for your generosity!' });
  }
}
