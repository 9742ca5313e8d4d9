import { expect, test } from '@playwright/test';
import { A, B, expectServedBy, instanceAddr } from './helpers';
import { STACK, url } from './stack.mjs';

test.describe('admin sessions live in PostgreSQL, so any instance serves any admin', () => {
  test('when an admin logs in through instance A, then instance B accepts the session for reads and writes', async ({
    page,
    context,
    playwright,
  }) => {
    await page.goto(url(A.pinnedPort, '/admin/login'));
    await page.getByLabel('Username').fill(STACK.admin.username);
    await page.getByLabel('Password').fill(STACK.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(url(A.pinnedPort, '/admin/dashboard'));
    await expectServedBy(A.pinnedPort, 'POST', '/api/admin/login', instanceAddr(A), 200);

    // Cookies are per host, not per port: the same browser now talks to instance B alone.
    await page.goto(url(B.pinnedPort, '/admin/dashboard'));
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveURL(url(B.pinnedPort, '/admin/dashboard'));
    await expectServedBy(B.pinnedPort, 'GET', '/api/admin/check', instanceAddr(B), 200);

    const check = await context.request.get(url(B.pinnedPort, '/api/admin/check'));
    expect(await check.json()).toMatchObject({ success: true, username: STACK.admin.username, role: 'owner' });
    // nginx passes the Host with its port, so B recognises a write from its own origin ...
    const write = await context.request.patch(url(B.pinnedPort, '/api/event/status'), {
      data: { isActive: true },
      headers: { Origin: url(B.pinnedPort, '') },
    });
    expect(write.status(), await write.text()).toBe(200);
    expect(await write.json()).toMatchObject({ isActive: true });
    await expectServedBy(B.pinnedPort, 'PATCH', '/api/event/status', instanceAddr(B), 200);
    // ... and still refuses the same session from a foreign one.
    const foreign = await context.request.patch(url(B.pinnedPort, '/api/event/status'), {
      data: { isActive: true },
      headers: { Origin: 'http://attacker.example' },
    });
    expect(foreign.status()).toBe(403);

    const anonymous = await playwright.request.newContext();
    try {
      expect((await anonymous.get(url(B.pinnedPort, '/api/admin/check'))).status()).toBe(401);
    } finally {
      await anonymous.dispose();
    }
  });
});
