import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:4800';
const path = process.argv[2] || '/contestants';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const variant = process.argv[3] || '';
if (variant) await page.route(base + path, async (route) => {
  const res = await route.fetch();
  let html = await res.text();
  if (variant.includes('noskel')) html = html.replace(/<li aria-hidden="true">.*?<\/li>/gs, '');
  if (variant.includes('cv')) html = html.replace('</head>', '<style>ul[aria-label=Contestants] > li{content-visibility:auto;contain-intrinsic-size:auto 420px} footer{content-visibility:auto;contain-intrinsic-size:auto 900px}</style></head>');
  if (variant.includes('nofont')) html = html.replace('</head>', '<script>Object.defineProperty(window,"FontFace",{value:undefined})</script></head>');
  await route.fulfill({ response: res, body: html });
});
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
await browser.stopTracing();
await browser.close();
const ev = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const nav = ev.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToLargestContentfulPaint::Start')?.ts ?? Math.min(...ev.filter(e=>e.ts>0).map((e) => e.ts));
const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
console.log('fcp', fcp ? Math.round((fcp.ts - nav) / 1000) : '?');
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 30000 && e.ph === 'X');
for (const t of tasks) {
  const inside = ev.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e.name !== 'RunTask' && e.dur > 3000);
  const sum = {};
  for (const e of inside) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''); sum[k] = Math.max(sum[k] || 0, e.dur); }
  console.log(Math.round((t.ts - nav) / 1000), 'dur', Math.round(t.dur / 1000), Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}:${Math.round(v / 1000)}`).join(' | '));
}
