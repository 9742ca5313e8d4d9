import { expect, test } from '@playwright/test';

test.describe('a donor gives to the charity through the sandbox gateway', () => {
  test('a preset donation paid with "Simulate success" returns with a thank-you and is recorded', async ({ page }) => {
    await page.goto('/charitablealliance');
    await page.getByRole('button', { name: /^Donate ₹2,500$/ }).click();

    await expect(page).toHaveURL(/\/sandbox\/payu\/_payment$/);
    await expect(page.getByText('2500.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Simulate success' }).click();

    await expect(page).toHaveURL(/\/charitablealliance\?donation=success&amount=2500$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your generosity!' })).toBeVisible();
  });

  test('a donation that fails at the gateway returns with an explanation', async ({ page }) => {
    await page.goto('/charitablealliance');
    await page.getByRole('button', { name: /^Donate ₹/ }).click();
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(page).toHaveURL(/\/charitablealliance\?donation=failure/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your donation did not go through' })).toBeVisible();
  });
});
