/**
 * Template databases for the test run ("reset per test from a template", Epic Stack style).
 *
 * - PGlite (default): one in-memory PGlite is migrated + seeded once per run and dumped (tar) to a temp file;
 *   every test opens a fresh in-memory PGlite from that dump (`loadDataDir`).
 * - PostgreSQL (TEST_DATABASE_URL=postgres://…): a template database `shop_test_template_<pid>` is migrated + seeded
 *   once per run; every test gets `CREATE DATABASE shop_test_<pid>_<random> TEMPLATE shop_test_template_<pid>`.
 *
 * `<pid>` is the pid of the Vitest main process that owns the run. Databases of runs whose process is gone (a crash,
 * Ctrl-C) are dropped by the next run's setup and teardown; databases of a concurrently running suite are left alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Db, type DbHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';

/** `emptyDumpFile`: a PGlite dump of a migrated database without data (both kinds; see openMigratedPglite). */
export type TestDatabaseInfo =
  | { kind: 'pglite'; dumpFile: string; emptyDumpFile: string; tempDir: string; seeded: boolean }
  | { kind: 'postgres'; url: string; template: string; ownerPid: number; seeded: boolean; emptyDumpFile: string; tempDir: string };

export const TEST_DB_PREFIX = 'shop_test_';

/** postgres://…/test → the same server with another database name. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A short-lived admin connection (to the database of TEST_DATABASE_URL) for CREATE / DROP DATABASE. */
export async function withAdmin<T>(baseUrl: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(baseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Seeds the demo data (src/seed/demo.ts). Returns false when the seed module does not exist (yet). */
async function seedTemplate(db: Db): Promise<boolean> {
  let seedDemo: ((db: Db) => Promise<unknown>) | undefined;
  try {
    ({ seedDemo } = (await import('../../src/seed/demo')) as { seedDemo: (db: Db) => Promise<unknown> });
  } catch (error) {
    if (!isModuleMissing(error)) throw error;
    console.warn('[test-db] src/seed/demo.ts not found: the template database is migrated but not seeded');
    return false;
  }
  await seedDemo(db);
  return true;
}

function isModuleMissing(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error);
  return /Failed to load url|Cannot find module|ERR_MODULE_NOT_FOUND|does the file exist/i.test(text) && /seed\/demo/.test(text);
}

async function prepareTemplateContents(handle: DbHandle): Promise<boolean> {
  await migrateDatabase(handle);
  return seedTemplate(handle.db);
}

async function writeDump(handle: DbHandle, file: string): Promise<string> {
  const dump = await handle.dumpDataDir!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/**
 * A fresh PGlite costs initdb (~3.5 s of CPU) before its migrations; tests that need an empty migrated database
 * (first start, seeding, guards) open this dump instead (~0.7 s).
 */
async function prepareMigratedPgliteDump(tempDir: string): Promise<string> {
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    return await writeDump(handle, path.join(tempDir, 'migrated.tar'));
  } finally {
    await handle.close();
  }
}

export async function preparePgliteTemplate(): Promise<TestDatabaseInfo> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'shop-vitest-'));
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    const emptyDumpFile = await writeDump(handle, path.join(tempDir, 'migrated.tar'));
    const seeded = await seedTemplate(handle.db);
    const dumpFile = await writeDump(handle, path.join(tempDir, 'template.tar'));
    return { kind: 'pglite', dumpFile, emptyDumpFile, tempDir, seeded };
  } finally {
    await handle.close();
  }
}

export async function preparePostgresTemplate(baseUrl: string, ownerPid = process.pid): Promise<TestDatabaseInfo> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'shop-vitest-'));
  // the PGlite dump for the tests that run on PGlite in either run, made while PostgreSQL migrates and seeds
  const [emptyDumpFile, seeded] = await Promise.all([
    prepareMigratedPgliteDump(tempDir),
    preparePostgresTemplateDatabase(baseUrl, ownerPid),
  ]);
  return { kind: 'postgres', url: baseUrl, template: `${TEST_DB_PREFIX}template_${ownerPid}`, ownerPid, seeded, emptyDumpFile, tempDir };
}

async function preparePostgresTemplateDatabase(baseUrl: string, ownerPid: number): Promise<boolean> {
  const template = `${TEST_DB_PREFIX}template_${ownerPid}`;
  await withAdmin(baseUrl, async (sql) => {
    await sql.unsafe(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE "${template}"`);
  });
  const handle = await openDatabase({ databaseUrl: databaseUrl(baseUrl, template), poolSize: 2 });
  let seeded: boolean;
  try {
    seeded = await prepareTemplateContents(handle);
  } finally {
    // CREATE DATABASE … TEMPLATE fails while anybody is connected to the template: close before the tests start.
    await handle.close();
  }
  return seeded;
}

export async function dropTemplate(info: TestDatabaseInfo): Promise<void> {
  rmSync(info.tempDir, { recursive: true, force: true });
  if (info.kind === 'pglite') return;
  await dropRunDatabases(info.url, info.ownerPid);
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isLocalHost(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname;
  return host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1';
}

/** Owner pid encoded in a test database name, or undefined for a name this suite did not create. */
function ownerPidOf(datname: string): number | undefined {
  const match = /^shop_test_(?:template_)?(\d+)(?:_[0-9a-z]+)?$/.exec(datname);
  return match ? Number(match[1]) : undefined;
}

/**
 * Drops the test databases of this run (ownerPid) and those left behind by earlier runs whose process is gone
 * (on a remote server, where pids mean nothing: those older than six hours, when the age is readable).
 */
export async function dropRunDatabases(baseUrl: string, ownerPid: number): Promise<string[]> {
  return withAdmin(baseUrl, async (sql) => {
    const rows = await sql<{ datname: string; age_hours: number | null }[]>`
      select datname, null::float8 as age_hours from pg_database where datname like ${TEST_DB_PREFIX.replace(/_/g, '\\_') + '%'}`;
    const local = isLocalHost(baseUrl);
    if (!local) {
      // creation time of a database ≈ modification time of its PG_VERSION file (needs superuser or pg_read_server_files)
      for (const row of rows) {
        try {
          const [r] = await sql<{ age_hours: number }[]>`
            select extract(epoch from now() - (pg_stat_file('base/' || oid || '/PG_VERSION')).modification)::float8 / 3600 as age_hours
            from pg_database where datname = ${row.datname}`;
          row.age_hours = r?.age_hours ?? null;
        } catch {
          row.age_hours = null;
        }
      }
    }
    const dropped: string[] = [];
    for (const row of rows) {
      const pid = ownerPidOf(row.datname);
      if (pid === undefined) continue;
      const stale = pid === ownerPid || (local ? !processAlive(pid) : (row.age_hours ?? 0) > 6);
      if (!stale) continue;
      await sql.unsafe(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      dropped.push(row.datname);
    }
    return dropped;
  });
}
