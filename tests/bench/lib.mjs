// Shared pieces of the benchmarks: the database, server processes, the admin session, RSS
// sampling and the machine description. Everything stays on loopback.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

export const root = path.resolve(new URL('../..', import.meta.url).pathname);
export const ADMIN = { username: 'admin', password: 'bench-password-1' };
export const SESSION_SECRET = 'bench-session-secret-0123456789';

/** TypeScript sources used as the single source of truth (hashes, prices, embedded PostgreSQL). */
export const ts = (file) => tsImport(path.join(root, file), import.meta.url);

export function machine() {
  const cpus = os.cpus();
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  return {
    cpu: /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1] ?? cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    ram_gb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    // Other work on the machine shares the cores with the benchmark: the figures are only as clean as this.
    load_average_1m: round(os.loadavg()[0], 2),
  };
}

export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms: a per-request cost that a busy machine does not distort. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) of a process and all its children, e.g. PostgreSQL's postmaster and its backends:
 * the database's share of a request's cost, which a server's own figure leaves out. A backend that
 * exits between two readings takes its time with it, so the difference is a lower bound.
 */
export function treeCpuMs(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone since the listing.
    }
  }
  let total = 0;
  const walk = (p) => {
    total += cpuMs(p) ?? 0;
    (children.get(p) ?? []).forEach(walk);
  };
  walk(pid);
  return total;
}

/** PostgreSQL's postmaster PID, from the data directory the connected server reports. */
export async function postmasterPid(pg) {
  const dir = (await pg.query('SHOW data_directory')).rows[0].data_directory;
  return Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Samples a process's resident memory every 100 ms; peak() is the largest value seen. */
export function rssSampler(pid) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 100);
  timer.unref();
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/** A TCP port nothing listens on right now (the OS picks it; a race with another process is unlikely on loopback). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built server (`server/dist/index.js`), as production runs it, on the given database; without
 * `databaseUrl` it starts its own embedded PostgreSQL in `dataDir`, as `npm start` does.
 * `onSpawn(stop)` is called at once, before the server is ready; `cwd` holds the build to run.
 */
export async function startServer({ port, databaseUrl, dataDir, env = {}, onSpawn, cwd = root }) {
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", shows where a budget goes.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_ENTRY runs another build of the server (e.g. a patched copy) against the same benches.
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'server/dist/index.js';
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Undefined leaves it out (spawn skips undefined values), so the server starts its embedded PostgreSQL.
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      // Per-request info logs would measure the log pipe; errors still show.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // One client machine plays thousands of users: the per-IP limits would only measure 429s.
      RATE_LIMIT_API: '1000000000',
      RATE_LIMIT_PAYMENT: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  // A first start seeds for a while; a caller interrupted meanwhile still needs a way to stop it.
  onSpawn?.(stop);
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
    process.stderr.write(`[server :${port}] ${d}`);
  });
  await new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('is running at')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server on :${port} exited (${code}): ${out}`));
    });
  });
  return {
    port,
    pid: child.pid,
    base: `http://127.0.0.1:${port}`,
    stop,
  };
}

/** A plain HTTP client with a keep-alive pool, for the benches' own requests. */
export function httpClient(maxSockets = 100) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  function send(base, method, p, { body, form, headers = {} } = {}) {
    const url = new URL(p, base);
    let payload;
    const h = { ...headers };
    if (form) {
      // A string is a form encoded ahead (the callbacks are, outside the measured phase).
      payload = typeof form === 'string' ? form : new URLSearchParams(form).toString();
      h['content-type'] = 'application/x-www-form-urlencoded';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    if (payload !== undefined) h['content-length'] = Buffer.byteLength(payload);
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: h, agent },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            // Only a JSON answer is parsed: a failed parse throws, and an Error per 303 was the client's CPU.
            if (/json/.test(res.headers['content-type'] ?? ''))
              try {
                json = JSON.parse(text);
              } catch {
                json = undefined;
              }
            resolve({ status: res.statusCode, headers: res.headers, text, json });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  return { send, close: () => agent.destroy() };
}

/** Logs in as the admin; returns headers that carry the session and our own Origin. */
export async function adminHeaders(client, base) {
  const res = await client.send(base, 'POST', '/api/admin/login', { body: ADMIN });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  const cookie = [res.headers['set-cookie']].flat()[0].split(';')[0];
  return { cookie, origin: base };
}

export async function setEventActive(client, base, isActive) {
  const headers = await adminHeaders(client, base);
  const res = await client.send(base, 'PATCH', '/api/event/status', { body: { isActive }, headers });
  if (res.status !== 200) throw new Error(`event switch failed: ${res.status} ${res.text}`);
}

/** Runs `task(i)` for i in [0, n) with at most `concurrency` in flight; resolves with the results. */
export async function pool(n, concurrency, task) {
  const results = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, concurrency) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** Inserts `count` candidates straight into the database; returns their ids. */
export async function insertCandidates(pg, count, prefix) {
  const { rows } = await pg.query(
    `INSERT INTO candidates (name, image_url, vote_count)
     SELECT $1 || ' ' || lpad(i::text, 4, '0'), '/uploads/images/' || md5(i::text) || '.webp', (i * 7919) % 5000
     FROM generate_series(1, $2) AS i RETURNING id`,
    [prefix, count],
  );
  return rows.map((r) => r.id);
}

export const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
