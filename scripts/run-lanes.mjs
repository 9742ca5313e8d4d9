// Runs npm scripts in lanes: the scripts of one lane one after another, the lanes side by side.
// `npm test` uses it for the checks before the test runners: ESLint's type-aware rules keep one core
// busy for minutes while the formatter, the type checker and the build fit beside it on the other.
// Usage: node scripts/run-lanes.mjs lint "format:check,typecheck,build"
// Each script's output is printed whole when it ends (never interleaved); after a failure no lane
// starts another script, and the exit code is 1.
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean));
if (lanes.length === 0) {
  console.error('usage: node scripts/run-lanes.mjs <script[,script…]> [<script[,script…]> …]');
  process.exit(2);
}

let failed = false;

function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n> ${name} (${ok ? 'passed' : `failed: ${signal ?? `exit ${code}`}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(ok);
    });
  });
}

async function runLane(scripts) {
  for (const name of scripts) {
    if (failed) return;
    if (!(await runScript(name))) failed = true;
  }
}

await Promise.all(lanes.map(runLane));
process.exit(failed ? 1 : 0);
