// `npm run bench:web [-- /faq /contestants ...] [--save]`: Lighthouse (mobile, default simulated
// throttling) over the public pages of the built site, against the goals of issue #14.
// It starts the built server on a free port with a fresh data directory (the demo Season 10 is
// seeded on that first start), switches the event on so /contestants shows the grid, and drives
// Debian's Chromium; nothing is built or downloaded here. Not part of `npm test`: scores move with
// the machine. BENCH_WEB_RUNS (3) sets the runs per page; --save keeps each report in results/.
// /me (issue #30) is measured signed in as a contestant with a few votes, made through the API by
// contestant-session.mjs only when /me is among the pages.
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { contestantSession } from './contestant-session.mjs';
import { freePort, httpClient, machine, root, round, setEventActive, startServer } from './lib.mjs';

const PAGES = [
  '/',
  '/contestants',
  '/contestants/vote/:id',
  '/registration',
  '/charitablealliance',
  '/pressandmediacredentials',
  '/faq',
  '/me',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.05 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/**
 * Pages kept out of search engines on purpose: Lighthouse's SEO category flags exactly that
 * (is-crawlable), so their SEO score is reported as not applicable, unless another SEO audit fails.
 */
const NOINDEX = { '/me': 'her private cockpit is noindex on purpose (issue #30), which is-crawlable flags' };
const NOINDEX_AUDITS = ['is-crawlable'];

const args = process.argv.slice(2);
const save = args.includes('--save');
const pages = args.filter((a) => a.startsWith('/'));
for (const p of pages) if (!PAGES.includes(p)) throw new Error(`unknown page ${p}; known: ${PAGES.join(' ')}`);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromePath = CHROMIUM_PATH;

for (const built of ['client/dist/index.html', 'client/dist-ssr/entry-server.js', 'server/dist/index.js'])
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first (this benchmark measures the production build).`);
    process.exit(1);
  }
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

const median = (values) => {
  const xs = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
};

/** The most frequent value, with how many runs saw it: the LCP element can change between runs. */
const mostSeen = (values) => {
  const counts = new Map();
  for (const v of values.filter(Boolean)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => (counts.size > 1 || n < values.length ? `${v} (${n}/${values.length})` : v));
};

/** The selector says where the element sits; a clipped snippet says which one it is (class lists repeat). */
const describeNode = (node) => {
  if (!node) return null;
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ');
  return `${node.selector ?? node.nodeLabel} ${snippet.length > 90 ? `${snippet.slice(0, 87)}...` : snippet}`.trim();
};

/** Root causes of one shift, the same cause folded into one entry (a font swap lists every font file). */
function causesOf(subItems) {
  const byCause = new Map();
  for (const c of subItems) {
    const what = c.extra?.value ? path.basename(new URL(c.extra.value).pathname) : (c.extra?.selector ?? '');
    byCause.set(c.cause, [...(byCause.get(c.cause) ?? []), what].filter(Boolean));
  }
  return [...byCause].map(([cause, whats]) =>
    whats.length > 1 ? `${cause} x${whats.length} (${whats[0]}, ...)` : `${cause} ${whats[0] ?? ''}`.trim(),
  );
}

/** The figures a developer needs from one report, kept small enough to hold all runs in memory. */
function digest(lhr) {
  const audits = lhr.audits;
  const lcpTable = audits['largest-contentful-paint-element']?.details?.items?.find((i) => i.type === 'table');
  const scripts = audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const shifts = audits['layout-shifts']?.details?.items ?? [];
  const failing = {};
  for (const id of CATEGORIES.filter((c) => c !== 'performance'))
    failing[id] = lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
    ),
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    totalBytes: audits['total-byte-weight']?.numericValue,
    lcpElement: describeNode(lcpTable?.items?.[0]?.node),
    shifts: shifts.map((s) => ({
      node: describeNode(s.node) ?? '(no element)',
      score: s.score,
      causes: causesOf(s.subItems?.items ?? []),
    })),
    failing,
    warnings: lhr.runWarnings ?? [],
  };
}

function summarise(digests) {
  if (!digests.length) return { failedAll: true };
  const culprits = new Map();
  for (const d of digests)
    for (const s of d.shifts) {
      const key = [s.node, ...new Set(s.causes)].join(' <- ');
      culprits.set(key, Math.max(culprits.get(key) ?? 0, s.score));
    }
  const failing = {};
  for (const c of Object.keys(digests[0].failing)) failing[c] = [...new Set(digests.flatMap((d) => d.failing[c]))];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(digests.map((d) => d.scores[c]))])),
    lcpMs: median(digests.map((d) => d.lcpMs)),
    cls: median(digests.map((d) => d.cls)),
    tbtMs: median(digests.map((d) => d.tbtMs)),
    jsBytes: median(digests.map((d) => d.jsBytes)),
    totalBytes: median(digests.map((d) => d.totalBytes)),
    lcpElement: mostSeen(digests.map((d) => d.lcpElement)),
    clsCulprits: [...culprits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, score]) => `${round(score, 4)} ${k}`),
    failing,
    warnings: [...new Set(digests.flatMap((d) => d.warnings))],
  };
}

/** SEO as judged for this page: 'n/a' for a noindex page whose only SEO misses are its noindex. */
function seoOf(page, s) {
  if (!NOINDEX[page]) return { shown: String(s.scores.seo), ok: s.scores.seo >= GOALS.seo };
  const others = s.failing.seo.filter((id) => !NOINDEX_AUDITS.includes(id));
  return others.length ? { shown: String(s.scores.seo), ok: false } : { shown: 'n/a', ok: true };
}

const kb = (bytes) => (bytes == null ? '-' : `${round(bytes / 1024, 1)} KB`);
const mark = (ok) => (ok ? 'ok' : 'MISS');

function printPage(page, s) {
  console.log(`\n== ${page} ==`);
  if (s.errors.length) console.log(`  ${s.errors.length} of ${runs} runs failed: ${s.errors.join(', ')}`);
  if (s.failedAll) return;
  const sc = s.scores;
  console.log(
    `  perf ${sc.performance}  a11y ${sc.accessibility}  best ${sc['best-practices']}  seo ${seoOf(page, s).shown}` +
      `  | LCP ${round(s.lcpMs / 1000, 2)} s  CLS ${round(s.cls, 3)}  TBT ${Math.round(s.tbtMs)} ms  JS ${kb(s.jsBytes)} (all ${kb(s.totalBytes)})`,
  );
  console.log(`  LCP element: ${s.lcpElement.join('; ') || '(none reported)'}`);
  if (s.clsCulprits.length) console.log(`  layout shifts: ${s.clsCulprits.join('\n                 ')}`);
  for (const [c, ids] of Object.entries(s.failing)) if (ids.length) console.log(`  ${c} failing: ${ids.join(', ')}`);
  if (NOINDEX[page]) console.log(`  seo not applicable: ${NOINDEX[page]} (score ${sc.seo}; only ${NOINDEX_AUDITS.join(', ')} is excused)`);
  for (const w of s.warnings) console.log(`  warning: ${w}`);
}

function printSummary(results) {
  const rows = Object.entries(results).map(([page, s]) => {
    if (s.failedAll) return [page, ...Array(8).fill('-'), `no report: ${s.errors[0]}`];
    const sc = s.scores;
    const seo = seoOf(page, s);
    const checks = [
      sc.performance >= GOALS.performance,
      sc.accessibility >= GOALS.accessibility,
      sc['best-practices'] >= GOALS['best-practices'],
      seo.ok,
      s.lcpMs <= GOALS.lcpMs,
      s.cls < GOALS.cls,
    ];
    return [
      page,
      `${sc.performance} ${mark(checks[0])}`,
      `${sc.accessibility} ${mark(checks[1])}`,
      `${sc['best-practices']} ${mark(checks[2])}`,
      `${seo.shown} ${mark(checks[3])}`,
      `${round(s.lcpMs / 1000, 2)} s ${mark(checks[4])}`,
      `${round(s.cls, 3)} ${mark(checks[5])}`,
      `${Math.round(s.tbtMs)} ms`,
      kb(s.jsBytes),
      checks.every(Boolean) ? 'MET' : 'missed',
    ];
  });
  const head = ['page', 'perf ≥95', 'a11y 100', 'best 100', 'seo 100', 'LCP ≤2.0 s', 'CLS <0.05', 'TBT', 'JS', 'goals'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n== summary: medians of ${runs} runs against the goals of issue #14 ==`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

/**
 * Runs on a copy of the build: others rebuild client/dist while this measures, and the server reads
 * index.html once at start, so a rebuild mid-run leaves it naming deleted scripts (blank pages, NO_FCP).
 * The copy sits under a package.json with workspaces, which is how the server finds client/dist.
 */
async function snapshotBuild(into) {
  for (let attempt = 1; ; attempt++) {
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into);
    writeFileSync(path.join(into, 'package.json'), JSON.stringify({ private: true, type: 'module', workspaces: [] }));
    symlinkSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'));
    mkdirSync(path.join(into, 'server'));
    // npm keeps some of the server's dependencies (drizzle-orm) in the workspace's own node_modules.
    if (existsSync(path.join(root, 'server/node_modules')))
      symlinkSync(path.join(root, 'server/node_modules'), path.join(into, 'server/node_modules'));
    try {
      const builtAt = statSync(path.join(root, 'client/dist/index.html')).mtime;
      // client/dist-ssr is the server-rendering bundle: without it every page would go out as the bare shell.
      for (const part of ['client/dist', 'client/dist-ssr', 'server/dist'])
        cpSync(path.join(root, part), path.join(into, part), { recursive: true });
      // A copy taken halfway through someone's build would name assets it does not have.
      const html = readFileSync(path.join(into, 'client/dist/index.html'), 'utf8');
      const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
        .map((m) => m[1])
        .filter((a) => !existsSync(path.join(into, 'client/dist', a)));
      if (!missing.length) return builtAt;
      if (attempt === 5) throw new Error(`client/dist/index.html names missing files: ${missing.join(', ')}`);
    } catch (err) {
      if (attempt === 5) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-web-bench-'));
// As root the embedded PostgreSQL runs as the 'postgres' user, which must pass through to DATA_DIR.
if (process.getuid?.() === 0) chmodSync(dir, 0o711);
let stopServer;
let chromeLaunch;
let cleaning;
let interrupted = false;
/** Idempotent: the normal end, an error and Ctrl-C all come through here, possibly more than once. */
function cleanup() {
  cleaning ??= (async () => {
    try {
      // A launch still under way is awaited, so the browser it brings up is stopped too.
      await (await chromeLaunch)?.kill();
    } catch {
      // It never started, or is already gone: nothing to stop.
    }
    await stopServer?.();
    rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and Chromium...`);
    void cleanup().finally(() => process.exit(130));
  });

let failed = false;
try {
  const m = machine();
  console.log(`machine: ${m.cpu}, ${m.cores} cores, ${m.ram_gb} GB, node ${m.node}, load ${m.load_average_1m}; runs per page: ${runs}`);
  const site = path.join(dir, 'site');
  const builtAt = await snapshotBuild(site);
  console.log(`measuring a copy of the build of ${builtAt.toISOString()} (client/dist/index.html)`);
  const dataDir = path.join(dir, 'data');
  const server = await startServer({
    cwd: site,
    port: await freePort(),
    dataDir,
    // Its own embedded PostgreSQL with the demo season, as a first `npm start` would show a visitor.
    env: { SEED_DEMO: 'true', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' },
    onSpawn: (stop) => {
      stopServer = stop;
    },
  });
  const client = httpClient(4);
  await setEventActive(client, server.base, true);
  const list = await client.send(server.base, 'GET', '/api/candidates/fetch?page=1&limit=10');
  const candidateId = list.json?.candidates?.[0]?._id;
  // Measuring the bare shell by mistake would blame the pages for what the setup left out.
  const home = await client.send(server.base, 'GET', '/');
  const measured = pages.length ? pages : PAGES;
  // Lighthouse sends her cookie with every request of the /me runs only (its extraHeaders flag).
  const extraHeaders = {};
  if (measured.includes('/me')) {
    const her = await contestantSession(client, server.base, dataDir);
    extraHeaders['/me'] = { Cookie: her.cookie };
    console.log(`/me signed in as ${her.summary}`);
  }
  client.close();
  if (!home.text.includes('id="ssr-data"')) throw new Error('the server answered / without server rendering (is client/dist-ssr built?)');
  if (!candidateId) throw new Error(`no contestant to vote for: ${list.status} ${list.text.slice(0, 200)}`);

  // A profile inside the temp dir goes with it, whatever way the run ends.
  const userDataDir = path.join(dir, 'chrome');
  mkdirSync(userDataDir);
  // chrome-launcher's own Ctrl-C handler would exit at once and leave the server running.
  chromeLaunch = chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent', handleSIGINT: false });
  const chrome = await chromeLaunch;
  const resultsDir = path.join(root, 'tests/bench/results');
  if (save) mkdirSync(resultsDir, { recursive: true });
  const results = {};
  for (const page of measured) {
    const url = server.base + page.replace(':id', candidateId);
    const digests = [];
    const errors = [];
    for (let i = 0; i < runs; i++) {
      const started = Date.now();
      const measure = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: extraHeaders[page],
        });
      let result = await measure();
      // NO_NAVSTART: Lighthouse's own trace missed the navigation (seen now and then on a first run in
      // a fresh browser), which says nothing about the page: that run is taken once more.
      if (result?.lhr?.runtimeError?.code === 'NO_NAVSTART') result = await measure();
      if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${url}`);
      // A page that fails to load (e.g. NO_FCP) is a finding, not a reason to stop measuring the others.
      // A page that sent the browser elsewhere (e.g. /me to its sign-in without her session) was not measured.
      const landedOn = new URL(result.lhr.finalDisplayedUrl ?? result.lhr.finalUrl).pathname;
      const error = result.lhr.runtimeError?.code ?? (landedOn === new URL(url).pathname ? undefined : `LANDED_ON ${landedOn}`);
      if (error) errors.push(error);
      else digests.push(digest(result.lhr));
      const took = `${round((Date.now() - started) / 1000)} s${error ? `, ${error}` : ''}`;
      process.stdout.write(`${i ? '' : `${page}: run`} ${i + 1} (${took})${i === runs - 1 ? '\n' : ''}`);
      if (save) {
        const name = `${page.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`;
        writeFileSync(path.join(resultsDir, name), result.report);
      }
    }
    results[page] = { ...summarise(digests), errors };
    if (errors.length === runs) failed = true;
  }
  for (const [page, s] of Object.entries(results)) printPage(page, s);
  printSummary(results);
  console.log(`\nChromium: ${await chromeVersion(chrome.port)}; load at the end: ${round(os.loadavg()[0], 2)}`);
} catch (err) {
  failed = true;
  // After Ctrl-C the errors are only the stopped server and browser saying so.
  if (!interrupted) console.error(err instanceof Error ? (err.stack ?? err.message) : err);
} finally {
  await cleanup();
}
process.exitCode = failed ? 1 : 0;

async function chromeVersion(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/json/version`);
    return (await res.json()).Browser;
  } catch {
    return 'unknown';
  }
}
