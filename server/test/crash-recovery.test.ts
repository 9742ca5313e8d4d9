import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue #12: a server killed with SIGKILL leaves its embedded PostgreSQL running (re-parented to
 * init), and the next start on the same DATA_DIR must still come up with the data, without anyone
 * stopping the orphan by hand. The real start script (index.ts through tsx) on a real cluster.
 */
let dataDir: string;
let pgDir: string;
let port: number;
let otherPort: number;
const children = new Set<ChildProcess>();
const ADMIN_PASSWORD = 'crash-recovery-pass';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
}

function spawnServer(serverPort: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(serverPort),
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  child.stdout!.on('data', (d) => {
    out += String(d);
  });
  child.stderr!.on('data', (d) => {
    out += String(d);
  });
  return { child, output: () => out };
}

function startServer(serverPort = port): Promise<{ child: ChildProcess; output: () => string }> {
  const started = spawnServer(serverPort);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (started.output().includes('is running at')) {
        clearInterval(timer);
        resolve(started);
      }
    }, 100);
    started.child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early (${code}): ${started.output()}`));
    });
  });
}

/** A start that is expected to fail: its exit code and everything it printed. */
function failedStart(serverPort = port): Promise<{ code: number | null; output: string }> {
  const started = spawnServer(serverPort);
  return new Promise((resolve) => {
    started.child.once('exit', (code) => resolve({ code, output: started.output() }));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  const done = exited(child);
  child.kill(signal);
  return done;
}

/** /proc's view of a pid: null when it is gone or a zombie (dead, not yet reaped). */
function proc(pid: number): { ppid: number; comm: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const [state, ppid] = stat.slice(close + 2).split(' ');
    if (state === 'Z' || state === 'X') return null;
    return { ppid: Number(ppid), comm: stat.slice(stat.indexOf('(') + 1, close) };
  } catch {
    return null;
  }
}

const postmasterPid = () => Number.parseInt(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);

/** Every PostgreSQL process working in this test's cluster (they all chdir into it). */
function postgresInDataDir(): number[] {
  if (!existsSync(pgDir)) return [];
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((pid) => {
      try {
        return proc(pid)?.comm === 'postgres' && readlinkSync(`/proc/${pid}/cwd`) === pgDir;
      } catch {
        return false;
      }
    });
}

async function waitFor(what: string, check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const api = (p: string, init?: RequestInit, serverPort = port) => fetch(`http://127.0.0.1:${serverPort}/api${p}`, init);

async function adminCookie(): Promise<string> {
  const login = await api('/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

const setEvent = (cookie: string, isActive: boolean) =>
  api('/event/status', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: `http://localhost:${port}` },
    body: JSON.stringify({ isActive }),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-crash-'));
  pgDir = path.join(dataDir, 'postgres');
  port = await freePort();
  otherPort = await freePort();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // Whatever a failed test left behind: no PostgreSQL of this run may outlive it.
  for (const pid of postgresInDataDir()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  await waitFor('the test cluster to stop', () => postgresInDataDir().length === 0).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('starting again after a crash on the embedded database', () => {
  test('when the server is SIGKILLed under traffic and its PostgreSQL is left running, then the next start stops that orphan and serves the same data', async () => {
    const first = await startServer();
    const cookie = await adminCookie();
    expect((await setEvent(cookie, true)).status).toBe(200);

    // Eight clients keep reads and (idempotent) writes going until the server is gone; it is
    // killed when the 40th answer arrives, so requests are in flight at that moment.
    const victim = first.child;
    let answered = 0;
    const client = async (n: number) => {
      const statuses: (number | 'lost')[] = [];
      for (let i = n; ; i++) {
        try {
          const res = i % 3 === 0 ? await setEvent(cookie, true) : await api(i % 3 === 1 ? '/event/status' : '/candidates/fetch');
          statuses.push(res.status);
          answered += 1;
          if (answered === 40) victim.kill('SIGKILL');
        } catch {
          statuses.push('lost');
          return statuses;
        }
      }
    };
    const outcomes = (await Promise.all(Array.from({ length: 8 }, (_, n) => client(n)))).flat();
    await exited(victim);
    expect(victim.signalCode).toBe('SIGKILL');
    expect(outcomes.filter((o) => o === 'lost')).toHaveLength(8);
    expect(outcomes.filter((o) => o !== 'lost').every((o) => o === 200)).toBe(true);

    // The orphan case itself: the server is gone, its postmaster is not, and init now owns it.
    const orphan = postmasterPid();
    const orphanProc = proc(orphan);
    expect(orphanProc?.comm).toBe('postgres');
    expect(orphanProc?.ppid).not.toBe(victim.pid);

    const began = Date.now();
    const second = await startServer();
    expect((await api('/healthz')).status).toBe(200);
    expect(Date.now() - began).toBeLessThan(60_000);
    expect(second.output()).toContain(`A PostgreSQL (pid ${orphan}) was left running`);
    expect(proc(orphan)).toBeNull();
    expect(postmasterPid()).not.toBe(orphan);

    expect(await (await api('/event/status')).json()).toMatchObject({ isActive: true });
    // The session row was written before the crash; it must have survived it.
    expect((await api('/admin/check', { headers: { Cookie: cookie } })).status).toBe(200);

    expect(await stop(second.child, 'SIGTERM')).toBe(0);
    expect(postgresInDataDir()).toEqual([]);
  }, 120_000);

  test('when both the server and its PostgreSQL were SIGKILLed, so the pid file names a dead process, then the start recovers the data', async () => {
    const first = await startServer();
    expect((await setEvent(await adminCookie(), false)).status).toBe(200);
    const postmaster = postmasterPid();
    await stop(first.child, 'SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await waitFor('the killed postmaster to be gone', () => proc(postmaster) === null);
    expect(postmasterPid()).toBe(postmaster);

    const second = await startServer();
    expect((await api('/healthz')).status).toBe(200);
    expect(await (await api('/event/status')).json()).toMatchObject({ isActive: false });
    expect(await stop(second.child, 'SIGTERM')).toBe(0);
    expect(postgresInDataDir()).toEqual([]);
  }, 120_000);

  test('when the pid file names a live process that is not PostgreSQL, then the stale file is removed and that process is left alone', async () => {
    const bystander = spawn('sleep', ['120'], { stdio: 'ignore' });
    children.add(bystander);
    writeFileSync(path.join(pgDir, 'postmaster.pid'), `${bystander.pid}\n${pgDir}\n`);

    const server = await startServer();
    expect((await api('/healthz')).status).toBe(200);
    expect(server.output()).toContain(`it names pid ${bystander.pid}, which is not a PostgreSQL`);
    expect(proc(bystander.pid!)?.comm).toBe('sleep');
    expect(postmasterPid()).not.toBe(bystander.pid);

    expect(await stop(server.child, 'SIGTERM')).toBe(0);
    await stop(bystander, 'SIGKILL');
    expect(postgresInDataDir()).toEqual([]);
  }, 120_000);

  test('when a second server starts on a DATA_DIR whose server is running, then it refuses, naming that server, and leaves its database alone', async () => {
    const first = await startServer();
    const postmaster = postmasterPid();

    const refused = await failedStart(otherPort);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Another server (pid ${first.child.pid}) is already running on DATA_DIR ${dataDir}`);

    expect((await api('/healthz')).status).toBe(200);
    expect(postmasterPid()).toBe(postmaster);
    expect(proc(postmaster)?.comm).toBe('postgres');
    expect(await stop(first.child, 'SIGTERM')).toBe(0);
  }, 120_000);

  test('when PostgreSQL itself cannot start, then the printed reason is its own log and what to do, not undefined', async () => {
    // A cluster from a future major version: PostgreSQL reads this file first and refuses.
    writeFileSync(path.join(pgDir, 'PG_VERSION'), '99\n');

    const failed = await failedStart();
    expect(failed.code).toBe(1);
    expect(failed.output).toContain(`The server could not start: The embedded PostgreSQL could not start in ${pgDir}`);
    expect(failed.output).toContain('database files are incompatible with server');
    expect(failed.output).toContain('initialized by PostgreSQL version 99');
    expect(failed.output).toContain('move DATA_DIR aside');
    expect(failed.output).not.toContain('undefined');
    expect(postgresInDataDir()).toEqual([]);
  }, 60_000);
});
