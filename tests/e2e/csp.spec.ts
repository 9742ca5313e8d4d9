import { expect, test } from './fixtures';

/**
 * The server's CSP has no 'unsafe-eval' (server/src/http/security.ts), and must not need it: zod v4
 * probes `new Function` unless it runs jitless, and Chrome reports that probe as a violation
 * (Lighthouse's Best practices) even though zod catches the error. These pages parse with zod.
 */
const PAGES = ['/', '/registration', '/contestants'];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

for (const path of PAGES) {
  test(`${path} runs under the CSP with no violation and no eval`, async ({ page }) => {
    const csp = (await page.request.get(path, { headers: { Accept: 'text/html' } })).headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-eval');

    // Before any page script: a violation during module start-up is the one this test is about.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    const cspConsole: string[] = [];
    page.on('console', (msg) => {
      const text = msg.text();
      if (/Content Security Policy|unsafe-eval/i.test(text)) cspConsole.push(`${msg.type()}: ${text}`);
    });

    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // Let lazy chunks (forms and their schemas) load and run.
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(cspConsole).toEqual([]);
  });
}
