// Bundles the server (and the shared code) into dist/; npm packages stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const here = new URL('.', import.meta.url).pathname;

rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    index: 'src/index.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
console.log('server built to server/dist');
