import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real start script (index.ts through tsx), as `npm start` runs it, on its embedded PostgreSQL. */
let dataDir: string;
let port: number;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
}

function startServer(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_PASSWORD: 'lifecycle-pass',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += String(d);
  });
  child.stderr!.on('data', (d) => {
    out += String(d);
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('is running at')) {
        clearInterval(timer);
        resolve({ child, output: () => out });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early (${code}): ${out}`));
    });
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

const api = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}/api${p}`, init);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-life-'));
  port = await freePort();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server lifecycle on the embedded database', () => {
  test('when started, changed, stopped with SIGTERM and started again, then the data is kept and PostgreSQL was stopped', async () => {
    const first = await startServer();
    expect(first.output()).toContain('username: admin');
    expect((await api('/healthz')).status).toBe(200);

    const login = await api('/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'lifecycle-pass' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const patch = await api('/event/status', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: `http://localhost:${port}` },
      body: JSON.stringify({ isActive: true }),
    });
    expect(patch.status).toBe(200);

    expect(await stop(first.child, 'SIGTERM')).toBe(0);
    // PostgreSQL removes its pid file only when it has shut down.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startServer();
    expect(second.output()).toContain('as set before');
    expect(await (await api('/event/status')).json()).toMatchObject({ isActive: true });
    // The session lives in PostgreSQL too, so it survives the restart.
    expect((await api('/admin/check', { headers: { Cookie: cookie } })).status).toBe(200);

    expect(await stop(second.child, 'SIGINT')).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 90_000);
});
