/**
 * One fresh database per test, cloned from the run's template (see database-template.ts), with the services and
 * the Hono app on top of it:
 *
 *   const t = await createTestDatabase();
 *   onTestFinished(t.cleanup);            // or afterEach
 *   const res = await t.app.request('/api/lists/currencies');
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp, type CreateAppOptions } from '../../server/app';
import { loadConfig } from '../../src/config';
import { loadPgliteAssets, openDatabase, type DbHandle, type PgliteAssets } from '../../src/db/client';
import { createServices, type AppServices } from '../../src/services';
import { databaseUrl, TEST_DB_PREFIX, withAdmin, type TestDatabaseInfo } from './database-template';

export interface TestDatabase {
  handle: DbHandle;
  services: AppServices;
  app: ReturnType<typeof createApp>;
  /** Closes the connection, drops the cloned database (PostgreSQL) and removes the DATA_DIR. Safe to call twice. */
  cleanup: () => Promise<void>;
  /** Name of the cloned database (PostgreSQL) or 'pglite'. */
  name: string;
}

export interface CreateTestDatabaseOptions {
  /** Extra environment for loadConfig (SHOP_LOCALE, PUBLIC_URL, …). */
  env?: Record<string, string>;
  /** Options for createApp (e.g. a dummy storefront handler). */
  app?: CreateAppOptions;
  /**
   * Build the services and app on this test database's clone instead of cloning a new one (cheap: for tests that
   * only read, each with its own configuration). Cleaning up the new one leaves the shared clone open.
   */
  shareDatabaseOf?: TestDatabase;
  /**
   * Another app server on this test database's clone (decision 0045): its own connection pool on PostgreSQL (PGlite:
   * the same handle, as one process owns it), its own services, caches and DATA_DIR. Cleaning it up leaves the clone.
   */
  otherServerOf?: TestDatabase;
}

let templateDump: Blob | undefined;
/** compiled once per test worker: each clone skips compiling pglite.wasm */
let pgliteAssets: Promise<PgliteAssets> | undefined;

function info(): TestDatabaseInfo {
  const provided = inject('testDatabase');
  if (!provided) throw new Error('testDatabase not provided: run Vitest with --config vitest.config.ts (global setup)');
  return provided;
}

/** Whether the template holds the demo seed (false only while src/seed/demo.ts does not exist). */
export function templateIsSeeded(): boolean {
  return info().seeded;
}

let migratedDump: Blob | undefined;

/**
 * A PGlite database with the migrations applied and no data, opened from the run's dump (no initdb): in memory, or
 * in `dataDir` (a PGlite data folder another process can open afterwards). The caller closes it.
 */
export async function openMigratedPglite(options: { dataDir?: string } = {}): Promise<DbHandle> {
  migratedDump ??= new Blob([readFileSync(info().emptyDumpFile)], { type: 'application/x-tar' });
  pgliteAssets ??= loadPgliteAssets();
  return openDatabase({ loadDataDir: migratedDump, dataDir: options.dataDir, pgliteAssets: await pgliteAssets });
}

type PostgresInfo = Extract<TestDatabaseInfo, { kind: 'postgres' }>;

/**
 * PostgreSQL: the next clone of this worker, created while the current test runs. CREATE DATABASE … TEMPLATE spends
 * most of its 0.3–0.7 s waiting on WAL and file syncs (about 80 ms of CPU for the 18 MB template), time a test can
 * use. A spare left at the end of the run is dropped with the run's databases (dropTemplate).
 */
let spareClone: Promise<string> | undefined;

async function createClone(db: PostgresInfo): Promise<string> {
  const name = `${TEST_DB_PREFIX}${db.ownerPid}_${randomBytes(5).toString('hex')}`;
  await withAdmin(db.url, (sql) => sql.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${db.template}"`));
  return name;
}

async function openClone(): Promise<{ handle: DbHandle; name: string; drop: () => Promise<void> }> {
  const db = info();
  if (db.kind === 'pglite') {
    templateDump ??= new Blob([readFileSync(db.dumpFile)], { type: 'application/x-tar' });
    pgliteAssets ??= loadPgliteAssets();
    const handle = await openDatabase({ loadDataDir: templateDump, pgliteAssets: await pgliteAssets });
    return { handle, name: 'pglite', drop: async () => {} };
  }
  // the spare is taken (and the next one started) before any await, so tests opening clones side by side never share one
  const pending = spareClone ?? createClone(db);
  spareClone = createClone(db);
  // a failed spare fails the test that takes it (the await above); unhandled until then, it would end the run
  spareClone.catch(() => {});
  const name = await pending;
  const handle = await openDatabase({ databaseUrl: databaseUrl(db.url, name), poolSize: 5 });
  const drop = () => withAdmin(db.url, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {});
  return { handle, name, drop };
}

export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const shared = options.shareDatabaseOf ?? (options.otherServerOf?.handle.kind === 'pglite' ? options.otherServerOf : undefined);
  const other = shared ? undefined : options.otherServerOf;
  const { handle, name, drop } = shared
    ? { handle: shared.handle, name: shared.name, drop: async () => {} }
    : other
      ? {
          handle: await openDatabase({ databaseUrl: databaseUrl((info() as { url: string }).url, other.name), poolSize: 5 }),
          name: other.name,
          drop: async () => {},
        }
      : await openClone();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SHOP_LOCALE: 'sk',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'never',
    // tests change data between requests: answers are not cached unless a test asks for it
    CATALOG_CACHE_MS: '0',
    PAGE_CACHE_MB: '0',
    ...options.env,
  });
  const services = createServices(config, handle);
  const app = createApp(services, options.app);
  let done = false;
  const cleanup = async () => {
    if (done) return;
    done = true;
    try {
      // the shop e-mail and other background work finish while the database and DATA_DIR still exist (decision 0075)
      await services.background.drain(10_000);
      if (!shared) {
        await handle.close();
        await drop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return { handle, services, app, cleanup, name };
}
