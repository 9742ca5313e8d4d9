// `npm run bench [-- candidates payments fanout finale]`: the DESIGN §8 budgets and the finale scenario (issue #15), measured on this machine.
// One embedded PostgreSQL, two built server instances on it (ports 4391, 4392) and, for the
// candidates list, a bare node:http + pg handler (4393). Loopback only, bounded in time.
// Not part of `npm test`: the figures depend on the machine; BENCHMARKS.md records them.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SESSION_SECRET, machine, root, round, rssMb, startServer, ts } from './lib.mjs';

const BENCHES = ['candidates', 'payments', 'fanout', 'finale'];
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  seconds: env('BENCH_SECONDS', 10),
  connections: env('BENCH_CONNECTIONS', 100),
  payments: env('BENCH_PAYMENTS', 2000),
  clients: env('BENCH_CLIENTS', 500),
  rounds: env('BENCH_ROUNDS', 5),
  basePort: env('BENCH_PORT', 4391),
};
const selected = process.argv.slice(2).length ? process.argv.slice(2) : BENCHES;
for (const name of selected) if (!BENCHES.includes(name)) throw new Error(`unknown benchmark ${name}; known: ${BENCHES.join(', ')}`);

function newest(p) {
  const s = statSync(p);
  return s.isDirectory() ? readdirSync(p).reduce((m, n) => Math.max(m, newest(path.join(p, n))), 0) : s.mtimeMs;
}

/** The benches measure the production bundle; it is rebuilt (under the shared build lock) when stale. */
function ensureServerBuilt() {
  const out = path.join(root, 'server/dist/index.js');
  const src = Math.max(newest(path.join(root, 'server/src')), newest(path.join(root, 'common/src')));
  if (existsSync(out) && statSync(out).mtimeMs >= src) return;
  console.log('Building the server...');
  execSync('flock /tmp/pageant-e2e.lock npm run build -w server', { cwd: root, stdio: 'inherit' });
}

const print = (title, value) => console.log(`\n== ${title} ==\n${JSON.stringify(value, null, 2)}`);

ensureServerBuilt();
print('machine', machine());
print('settings', settings);

const dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-bench-'));
const { startEmbeddedPostgres } = await ts('server/src/db/embedded.ts');
const { responseHash } = await ts('server/src/payments/payu.ts');
const { loadConfig } = await ts('server/src/config.ts');
const { VOTE_PRICE_INR } = await ts('common/src/constants.ts');
// The sandbox salt is the config's default: the servers run on the same defaults.
const { PAYU_SALT: salt } = loadConfig({ DATA_DIR: dir, SESSION_SECRET });

const database = await startEmbeddedPostgres(dir, 'bench');
const servers = [];
const client = new pg.Client({ connectionString: database.url });
const results = {};
let failed = false;
try {
  // The first instance migrates the empty database; the second starts on the migrated one.
  servers.push(await startServer({ port: settings.basePort, databaseUrl: database.url, dataDir: path.join(dir, 'a') }));
  servers.push(await startServer({ port: settings.basePort + 1, databaseUrl: database.url, dataDir: path.join(dir, 'b') }));
  await client.connect();
  print(
    'server RSS at start (MB)',
    servers.map((s) => rssMb(s.pid)),
  );

  const shared = { pg: client, databaseUrl: database.url, servers, responseHash, salt, votePrice: VOTE_PRICE_INR };
  for (const name of selected) {
    const bench = await import(`./${name}.mjs`);
    const started = Date.now();
    try {
      results[name] = await bench.run({ ...shared, ...settings, server: servers[0], barePort: settings.basePort + 2 });
    } catch (err) {
      failed = true;
      results[name] = { error: err instanceof Error ? err.message : String(err) };
    }
    print(`${name} (${Math.round((Date.now() - started) / 1000)} s)`, results[name]);
  }
  const rssAfter = servers.map((s) => rssMb(s.pid));
  // The finale scenario holds 5,000 sockets and has its own budget (400 MB, issue #15); this one is DESIGN §8's.
  const rssPeak = Math.max(
    ...rssAfter,
    ...Object.entries(results)
      .filter(([name]) => name !== 'finale')
      .flatMap(([, r]) => [r.server_rss_peak_mb ?? []].flat()),
  );
  print('server RSS after the benchmarks (MB)', { after: rssAfter, peak_seen: rssPeak, budget_mb: 300, pass: rssPeak < 300 });
  print('load average at the end (1 min)', round(os.loadavg()[0], 2));
  print(
    'summary',
    Object.fromEntries(
      Object.entries(results).map(([k, r]) => [k, r.skipped ? 'skipped' : r.error ? 'error' : r.pass ? 'within budget' : 'OVER BUDGET']),
    ),
  );
} finally {
  await client.end().catch(() => {});
  await Promise.all(servers.map((s) => s.stop()));
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
