/**
 * Playwright of the production-topology test (decision 0049): run through `npm run test:topology`
 * (tests/topology/run.sh), which renders deploy/nginx.conf with a self-signed certificate, starts nginx and creates an
 * empty PostgreSQL database; the spec starts the two app servers itself (they outlive a test worker replaced after a
 * failure; the global teardown stops them). One worker, specs in order: the servers'
 * life (start on an empty database, restart, SIGTERM under load) is part of what is tested.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/e2e/chromium-path';

const browserPath = chromiumPath();
const httpsPort = Number(process.env.TOPOLOGY_HTTPS_PORT ?? 3443);
const serverName = process.env.TOPOLOGY_SERVER_NAME ?? 'shop.party-shop.test';

export default defineConfig({
  testDir: 'tests/topology',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true' || process.env.CI === '1',
  retries: 0,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results/topology',
  globalTeardown: './tests/topology/global-teardown.ts',
  use: {
    baseURL: `https://${serverName}:${httpsPort}`,
    ignoreHTTPSErrors: true,
    headless: true,
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'topology',
      use: {
        ...devices['Desktop Chrome'],
        // a shopper's Chrome (headless Chromium's own user agent counts as a crawler in the shop)
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        ignoreHTTPSErrors: true,
        launchOptions: {
          executablePath: browserPath,
          args: [
            // the shop's public name points at nginx on this machine
            `--host-resolver-rules=MAP ${serverName} 127.0.0.1`,
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
