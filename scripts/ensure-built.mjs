// `npm start` builds only what is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce(
    (m, name) => (name === 'node_modules' || name === 'dist' || name === 'dist-ssr' ? m : Math.max(m, newest(path.join(p, name)))),
    0,
  );
}

const targets = [
  {
    name: 'client',
    // The server-rendering bundle is written last: when it is there, the whole client build is.
    output: 'client/dist-ssr/entry-server.js',
    sources: [
      'client/src',
      'client/index.html',
      'client/vite.config.ts',
      'client/vite.ssr.config.ts',
      'client/public',
      'client/scripts',
      'common/src',
    ],
  },
  { name: 'server', output: 'server/dist/index.js', sources: ['server/src', 'server/build.mjs', 'common/src'] },
];

for (const t of targets) {
  const out = path.join(root, t.output);
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  const src = Math.max(...t.sources.map((s) => newest(path.join(root, s))));
  if (built < src) {
    console.log(`Building the ${t.name}...`);
    execSync(`npm run build -w ${t.name}`, { cwd: root, stdio: 'inherit' });
  }
}
