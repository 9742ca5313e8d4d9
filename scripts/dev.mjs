// `npm run dev`: the API with reload (tsx watch) on PORT, and Vite with hot reload in front of it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3000';
// Started with node directly (no npx in between) so stop signals reach them.
const procs = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/src/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: port, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn(process.execPath, ['../node_modules/vite/bin/vite.js'], {
    cwd: `${root}client`,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${port}` },
  }),
];
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  procs.forEach((p) => p.kill(signal));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
procs.forEach((p) =>
  p.on('exit', (code) => {
    if (code) {
      process.exitCode = code;
      stop('SIGTERM');
    }
  }),
);
