import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4800';
const path = process.argv[2] || '/contestants';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
// admin: event on
const login = await ctx.request.post(base + '/api/admin/login', { data: { username: 'admin', password: 'shots-pass-1234' }, headers: { origin: base } });
console.log('login', login.status());
const ev = await ctx.request.patch(base + '/api/event/status', { data: { isActive: true }, headers: { origin: base } });
console.log('event', ev.status());
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + (e.element.className || '').toString().slice(0, 40) + ' ' + (e.element.textContent || '').slice(0, 40) : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__fonts = [];
  document.fonts?.addEventListener?.('loadingdone', (e) => window.__fonts.push(Math.round(performance.now()) + ' ' + e.fontfaces.map((f) => f.family + f.weight).join(',')));
});
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const out = await page.evaluate(() => ({ lcp: window.__lcp, fonts: window.__fonts, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime), ready: document.documentElement.dataset.pageReady, res: performance.getEntriesByType('resource').filter(r=>r.initiatorType==='script'||r.name.endsWith('.js')).map(r => Math.round(r.startTime) + '-' + Math.round(r.responseEnd) + ' ' + r.name.split('/').pop()) }));
console.log(JSON.stringify(out, null, 1));
await browser.close();
