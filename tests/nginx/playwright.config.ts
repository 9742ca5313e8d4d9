import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { STACK, url } from './stack.mjs';

/**
 * The nginx end-to-end suite: Debian's nginx with the repo's configuration in front of two server
 * instances on one PostgreSQL (tests/nginx/start-stack.mjs). Needs `npm run build` first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One stack, one event switch, one access log: the specs run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/nginx',
  use: {
    baseURL: url(STACK.front, ''),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tests/nginx/start-stack.mjs',
    cwd: '../..',
    // nginx starts last, once both instances answer: the front's health check means all is up.
    url: url(STACK.front, '/api/healthz'),
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The start script stops nginx, both servers and PostgreSQL on SIGTERM; SIGKILL only if stuck.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
  },
});
