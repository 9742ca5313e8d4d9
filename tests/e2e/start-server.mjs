// Starts the built server on a fresh data directory for one Playwright run, and stops it
// (and its embedded PostgreSQL) when Playwright stops this process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-e2e-'));
// Specs read the mail this server writes (DATA_DIR/outbox): they find the directory by the port (tests/e2e/pages/outbox.ts).
writeFileSync(path.join(os.tmpdir(), `pageant-e2e-${process.env.PORT}.datadir`), dataDir);
const child = spawn(process.execPath, ['server/dist/index.js'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
const forward = (sig) => () => child.kill(sig);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
