// DESIGN §8: GET /api/candidates/fetch with 1,000 candidates at 100 connections: p99 < 50 ms and
// at least 85% of a bare node:http + pg handler's throughput, measured side by side in one run (the
// goal, issue #28, is 1.0 or more: the app answers from prepared bytes, the bare handler queries).
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, insertCandidates, root, round, rssSampler } from './lib.mjs';

const PATH = '/api/candidates/fetch?page=1&limit=10';
const BUDGET = { p99_ms: 50, min_ratio: 0.85, goal_ratio: 1.0 };

function startBare(port, databaseUrl) {
  const child = spawn(process.execPath, ['tests/bench/bare-candidates-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () =>
      resolve({
        pid: child.pid,
        base: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`bare handler exited (${code})`)));
  });
}

async function load(url, seconds, connections, pid) {
  const cpu0 = cpuMs(pid);
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    rps: round(r.requests.total / r.duration, 0),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    // Process CPU per answered request: the cost that decides throughput on a dedicated machine.
    cpu_us_per_request: round(((cpuMs(pid) - cpu0) * 1000) / r.requests.total, 0),
  };
}

export async function run({ pg, databaseUrl, server, barePort, seconds, connections }) {
  const count = (await pg.query('SELECT count(*)::int AS n FROM candidates')).rows[0].n;
  if (count < 1000) await insertCandidates(pg, 1000 - count, 'Bench Candidate');
  await pg.query('ANALYZE candidates');
  const bare = await startBare(barePort, databaseUrl);
  try {
    const [real, plain] = await Promise.all([fetch(server.base + PATH), fetch(bare.base + PATH)]);
    if (real.status === 404) return { skipped: `${PATH} answered 404: the candidates route is not wired yet` };
    if (real.status !== 200) throw new Error(`${PATH} answered ${real.status}: ${(await real.text()).slice(0, 300)}`);
    const [realBody, plainBody] = [await real.json(), await plain.json()];
    if (!isDeepStrictEqual(realBody, plainBody)) {
      // Not fatal: the comparison is still a measurement, but the report says they differ.
      console.warn(
        `warning: the bare handler's answer differs from the route's:\n  route: ${JSON.stringify(realBody).slice(0, 300)}\n  bare:  ${JSON.stringify(plainBody).slice(0, 300)}`,
      );
    }

    // Warm-up (JIT, pools, PostgreSQL caches), discarded.
    await load(server.base + PATH, 2, connections, server.pid);
    await load(bare.base + PATH, 2, connections, bare.pid);

    const rss = rssSampler(server.pid);
    const app = await load(server.base + PATH, seconds, connections, server.pid);
    rss.stop();
    const baseline = await load(bare.base + PATH, seconds, connections, bare.pid);
    const ratio = round(app.rps / baseline.rps, 2);
    const result = {
      candidates: Math.max(count, 1000),
      connections,
      seconds,
      app,
      bare: baseline,
      throughput_ratio: ratio,
      // Per request and per process, so a busy machine distorts it less than req/s (issue #28).
      cpu_us_per_request: { app: app.cpu_us_per_request, bare: baseline.cpu_us_per_request },
      server_rss_peak_mb: rss.peak(),
      budget: BUDGET,
      goal_met: ratio >= BUDGET.goal_ratio,
      pass: app.p99_ms < BUDGET.p99_ms && ratio >= BUDGET.min_ratio && app.non2xx === 0 && app.errors === 0,
    };
    return result;
  } finally {
    await bare.stop();
  }
}
