/**
 * Runs once after the webServer answers /api/health: checks the browser binary, that the server has the demo data
 * and the test-only routes (a reused server without E2E_TEST_ROUTES=1 would make specs fail obscurely), and
 * switches maintenance mode off in case an earlier run left it on.
 */
import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig) {
  const project = config.projects[0]!;
  const executablePath = project.use.launchOptions?.executablePath;
  if (executablePath && !existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath} (apt-get install -y chromium, or set PW_CHROMIUM_PATH)`);
  }
  const baseURL = project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts: use.baseURL is not set');

  const categories = await fetch(`${baseURL}/api/catalog/category/sk`);
  const tree = categories.ok ? ((await categories.json()) as { data: unknown[] }).data : [];
  if (!Array.isArray(tree) || tree.length === 0) {
    throw new Error(
      `The server at ${baseURL} has no demo data (GET /api/catalog/category/sk → ${categories.status}, ${tree.length} categories)`,
    );
  }

  const maintenance = await fetch(`${baseURL}/api/test/maintenance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: false }),
  });
  if (maintenance.status === 404) {
    throw new Error(
      `The server at ${baseURL} has no test routes: start it with E2E_TEST_ROUTES=1 (or stop it and let Playwright start one)`,
    );
  }
  if (!maintenance.ok) throw new Error(`POST /api/test/maintenance answered ${maintenance.status}`);
}
