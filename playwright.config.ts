import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.mjs';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4317);
/**
 * Three workers, each with its own server (own database, outbox and event switch): the specs of one
 * worker still run one at a time against their server, as they always did. Much of a browser test is
 * waiting (network idle, frames, the server), so a third worker fills the two cores' idle time: the
 * suite took 22.6 min with three workers against 28.2 with two on the same busy machine (session 15).
 * E2E_WORKERS=1 gives the old single server.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
/** The port of the server that worker `parallelIndex` talks to (fixtures.ts sets baseURL from it). */
export const e2ePort = (parallelIndex: number) => BASE_PORT + 100 * (parallelIndex % WORKERS);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The specs of a worker share its server and event switch, so they run one at a time per worker.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort(0)}`,
    // Recording a trace for every test, to keep only the failures', cost 40% of a spec's CPU (browser,
    // servers and runner: 55.6 against 33.4 s for public-pages + ssr, BENCHMARKS.md session 18). A test
    // that fails is run again in CI (retries below) and that run records its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const port = e2ePort(index);
    return {
      command: 'node tests/e2e/start-server.mjs',
      url: `http://127.0.0.1:${port}/api/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
      },
    };
  }),
});
