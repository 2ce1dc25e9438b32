import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Vitest runs unit and integration tests only (Playwright owns tests/e2e). Kept apart from vite.config.ts so the
 * React Router and Tailwind plugins are not loaded. Two projects (decision 0067):
 * - unit: plain modules, no database, so no global setup: `npx vitest run --project unit` starts at once;
 * - integration: the global setup migrates + seeds one template database per run; each test file clones it
 *   (tests/setup/test-database.ts). TEST_DATABASE_URL=postgres://… switches to PostgreSQL.
 */
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '~': fileURLToPath(new URL('./app', import.meta.url)),
};

/**
 * Integration files that open their own PGlite databases whatever TEST_DATABASE_URL says (the demo seed's content and
 * determinism, the route guards): they ran in the PGlite pass, so the PostgreSQL pass leaves them out.
 */
const PGLITE_ONLY_FILES = ['tests/integration/seed.test.ts', 'tests/integration/guards.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

export default defineConfig({
  resolve: { alias },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**', 'build/**'],
    environment: 'node',
    // PGlite starts in ~1 s (a clone from the template dump); the first migration of a fresh one takes longer.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    // The test files of a worker share its module cache (not one fresh import of the app per file): 115 s instead of
    // 290 s on PGlite. Files keep no state in modules of their own beyond their databases, which each file creates.
    isolate: false,
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: onPostgres ? PGLITE_ONLY_FILES : [],
          globalSetup: ['tests/setup/global-setup.ts'],
        },
      },
    ],
  },
});
