// `npm run dev`: the API with reload (tsx watch) on PORT, and Vite with hot reload in front of it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: port, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { cwd: 'client', stdio: 'inherit', env: { ...process.env, API_URL: `http://localhost:${port}` } }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } }));
