/**
 * Playwright: Chromium only (Debian's chromium-headless-shell, else its chromium: tests/e2e/chromium-path.ts, decision
 * 0118; no browser download exists here), against one
 * server started by `webServer` on a fresh PGlite data directory (migrated and seeded with the demo data on start)
 * with the test-only routes mounted (E2E_TEST_ROUTES=1, see server/api/test-routes.ts).
 *
 * The storefront must be built beforehand (`npx react-router build`; scripts/test-all.sh does it once).
 * E2E_PORT changes the port (default 3210); E2E_DATA_DIR the data directory (default <tmp>/shop-e2e-<port>).
 * PW_CHROMIUM_PATH overrides the browser binary.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/e2e/chromium-path';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);
const browserPath = chromiumPath();

/**
 * Specs that switch server-wide state (maintenance mode): their tests tagged @exclusive never run next to other
 * tests. The untagged tests of such a file run with everything else (one worker idling through them cost ~15 s).
 */
const EXCLUSIVE_SPECS = ['**/maintenance.spec.ts', '**/*.exclusive.spec.ts'];
const EXCLUSIVE_TAG = /@exclusive/;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: browserPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

// This file is also evaluated in every worker: only the webServer command (run once) deletes the data directory.
const quoted = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    headless: true,
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    // recording a trace costs ~20 % of the suite's time on 2 cores: only a retried test records one (CI retries once)
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: 'chromium', grepInvert: EXCLUSIVE_TAG, use: chromium },
    // Specs that change global server state (maintenance mode) run alone, after everything else has finished.
    // (If the first project fails, Playwright reports these as "did not run": the run has failed already.)
    // One worker: the @exclusive tests all switch maintenance, so two of them side by side see each other's switch
    // (admin-settings saw the maintenance spec's 'on' in a run where the two shared the project's two workers).
    { name: 'chromium-exclusive', testMatch: EXCLUSIVE_SPECS, grep: EXCLUSIVE_TAG, dependencies: ['chromium'], workers: 1, use: chromium },
  ],
  webServer: {
    command: `rm -rf ${quoted(dataDir)} && exec node --import tsx server/index.ts`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      // the e2e server always runs on its own embedded database, whatever DATABASE_URL the shell has
      DATABASE_URL: '',
      SEED_DEMO: 'auto',
      E2E_TEST_ROUTES: '1',
      PUBLIC_URL: baseURL,
      LOG_REQUESTS: '0',
    },
  },
});
