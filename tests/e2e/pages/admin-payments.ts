import type { Page } from '@playwright/test';

/** User actions on the admin Payments screen (issue #16); the specs hold the assertions (STYLE §15). */
export class AdminPaymentsPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/admin/payments${query}`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: /^Payments/ });
  }

  table() {
    return this.page.getByRole('table', { name: 'Payments' });
  }

  rows() {
    return this.table().locator('tbody tr');
  }

  row(txnid: string) {
    return this.rows().filter({ hasText: txnid });
  }

  filter(label: 'Purpose' | 'Status' | 'Currency') {
    return this.page.getByLabel(label, { exact: true });
  }

  totals() {
    return this.page.getByRole('region', { name: 'Totals for these filters' });
  }

  exportLink() {
    return this.page.getByRole('link', { name: 'Export CSV' });
  }

  /** Opens the refund question for a payment (the row's button, or its menu on a phone). */
  async startRefund(txnid: string) {
    const row = this.row(txnid);
    const button = row.getByRole('button', { name: `Refund ${txnid}` });
    if (await button.isVisible()) await button.click();
    else {
      await row.getByRole('button', { name: `Actions for ${txnid}` }).click();
      await this.page.getByRole('menuitem', { name: 'Refund' }).click();
    }
    return this.page.getByRole('dialog', { name: 'Refund this payment?' });
  }
}
