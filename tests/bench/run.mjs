// `npm run bench`: starts the built server on a fresh embedded database and measures the
// endpoints that exist so far under concurrent load, on loopback only, bounded in time.
// Later benchmarks (candidates list, payment callbacks, socket fan-out: DESIGN §8) add files here.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);

execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-bench-'));
const server = spawn(process.execPath, ['server/dist/index.js'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'error', ADMIN_PASSWORD: 'bench-password', SEED_DEMO: 'false', RATE_LIMIT_API: '100000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => { out += d; if (out.includes('is running at')) resolve(); });
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(p) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http.get({ host: '127.0.0.1', port: PORT, path: p, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve([res.statusCode, Number(process.hrtime.bigint() - started) / 1e6]));
    }).on('error', reject);
  });
}

async function measure(p) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < until) {
      const [status, ms] = await get(p);
      if (status !== 200) errors++;
      latencies.push(ms);
    }
  }));
  latencies.sort((a, b) => a - b);
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { path: p, requests: latencies.length, rps: Math.round(latencies.length / SECONDS), p50_ms: pct(0.5), p99_ms: pct(0.99), errors };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

try {
  for (const p of ['/api/healthz', '/api/event/status']) {
    await measure(p); // warm-up pass, discarded
    console.log(JSON.stringify(await measure(p)));
  }
  console.log(JSON.stringify({ server_rss_mb: rssMb(server.pid), budget_mb: 300 }));
} finally {
  agent.destroy();
  await new Promise((resolve) => { server.once('exit', resolve); server.kill('SIGTERM'); });
  rmSync(dataDir, { recursive: true, force: true });
}
