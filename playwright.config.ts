import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { SITE_ORIGIN } from './tests/support/ports';

/**
 * Journeys against the production build served as `npm start` serves it (scripts/e2e-server.ts), on the ports of
 * scripts/lib/ports.mjs. The Auth emulator is started around this run by scripts/e2e.mjs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // No retries, in CI either: a journey that fails once is a bug or a flaky journey to quarantine by name (none is).
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SITE_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${SITE_ORIGIN}/api/health`,
    wait: { stdout: /e2e stack: site / }, // printed once every file is compressed (scripts/e2e-server.ts)
    reuseExistingServer: false,
    timeout: 180_000, // the functions are bundled at start-up: a minute or more on a busy machine
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
