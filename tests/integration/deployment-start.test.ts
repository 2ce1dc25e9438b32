/**
 * A production start on an empty database (decision 0042): no demo accounts with the published password, the demo
 * catalogue only when asked (SEED_DEMO=catalog, accounts locked), and the first admin made by the domain function of
 * `npm run admin:create` (and by the command itself). Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, queryRows, type DbHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { createAdminAccount } from '../../src/domain/accounts/admin-account';
import { seedOnStart } from '../../src/seed/ensure-demo';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { createServices } from '../../src/services';
import { databaseUrl, TEST_DB_PREFIX, withAdmin } from '../setup/database-template';
import { fromAddress } from '../setup/app-request';
import { openMigratedPglite } from '../setup/test-database';

const DEPLOYED = { PUBLIC_URL: 'https://www.party-shop.sk', TRUST_PROXY: '127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:1' };
const root = path.resolve(import.meta.dirname, '../..');

interface EmptyDatabase {
  handle: DbHandle;
  /** DATABASE_URL of it (PostgreSQL) or DATA_DIR holding pglite/ (PGlite) */
  env: Record<string, string>;
  dataDir: string;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A migrated database without any data, as a deployment's first start sees it. */
async function emptyDatabase(): Promise<EmptyDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-test-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const info = inject('testDatabase');
  if (info.kind === 'postgres') {
    const name = `${TEST_DB_PREFIX}${info.ownerPid}_${randomBytes(5).toString('hex')}`;
    await withAdmin(info.url, (s) => s.unsafe(`CREATE DATABASE "${name}"`));
    cleanups.push(() => withAdmin(info.url, (s) => s.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}));
    const url = databaseUrl(info.url, name);
    const handle = await openDatabase({ databaseUrl: url, poolSize: 3 });
    cleanups.push(() => handle.close().catch(() => {}));
    await migrateDatabase(handle);
    return { handle, env: { DATABASE_URL: url }, dataDir };
  }
  // on disk, so that the admin:create child process can open it too; from the run's migrated dump (no initdb)
  const handle = await openMigratedPglite({ dataDir: path.join(dataDir, 'pglite') });
  cleanups.push(() => handle.close().catch(() => {}));
  return { handle, env: {}, dataDir };
}

function deployedConfig(db: EmptyDatabase, env: Record<string, string> = {}): AppConfig {
  // the test's own database: DATABASE_URL only where it is PostgreSQL (both are a production start here)
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, ...DEPLOYED, ...db.env, ...env });
}

async function login(config: AppConfig, db: EmptyDatabase, email: string, password: string) {
  const app = createApp(createServices(config, db.handle));
  const res = await app.request(
    'https://www.party-shop.sk/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email, password }),
    },
    fromAddress('127.0.0.1'),
  );
  const body = (await res.json()) as { token?: string };
  const admin = await app.request(
    '/api/admin/orders',
    { headers: body.token ? { authorization: `Bearer ${body.token}` } : {} },
    fromAddress('127.0.0.1'),
  );
  return { status: res.status, adminStatus: admin.status };
}

const count = async (db: EmptyDatabase, table: string) =>
  (await queryRows<{ n: number }>(db.handle.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;

describe('a production start', () => {
  it('seeds nothing by default (the published demo admin password gets no session); SEED_DEMO=full asks for the demo accounts', async () => {
    const db = await emptyDatabase();
    const config = deployedConfig(db);
    expect(config.mode).toBe('production');
    expect(await seedOnStart(db.handle.db, config)).toBe('none');
    expect(await count(db, 'users')).toBe(0);
    expect(await count(db, 'products')).toBe(0);
    expect(await login(config, db, 'admin@party-shop.sk', DEMO_PASSWORD)).toEqual({ status: 422, adminStatus: 401 });

    // SEED_DEMO=full is the explicit way to the published demo accounts
    const asked = deployedConfig(db, { SEED_DEMO: 'full' });
    expect(await seedOnStart(db.handle.db, asked)).toBe('full');
    expect(await login(asked, db, 'admin@party-shop.sk', DEMO_PASSWORD)).toEqual({ status: 200, adminStatus: 200 });
  }, 180_000);

  it('with SEED_DEMO=catalog gets the demo catalogue, but its demo accounts have no password and no back-office role', async () => {
    const db = await emptyDatabase();
    const config = deployedConfig(db, { SEED_DEMO: 'catalog' });
    expect(await seedOnStart(db.handle.db, config)).toBe('catalog');
    expect(await count(db, 'products')).toBeGreaterThan(100);
    const staff = await queryRows<{ n: number }>(
      db.handle.db,
      sql`SELECT count(*)::int AS n FROM users WHERE password_hash IS NOT NULL OR 'admin' = ANY(scope) OR 'editor' = ANY(scope)`,
    );
    expect(staff[0]!.n).toBe(0);
    for (const email of ['admin@party-shop.sk', 'zakaznik@party-shop.sk']) {
      expect(await login(config, db, email, DEMO_PASSWORD)).toEqual({ status: 422, adminStatus: 401 });
    }

    // the first admin, as `npm run admin:create` makes it
    const created = await createAdminAccount(db.handle.db, { email: ' Majitel@Party-Shop.sk ', password: 'Dlhe-tajne-heslo-2026' });
    expect(created).toMatchObject({ email: 'majitel@party-shop.sk', created: true });
    expect(await login(config, db, 'majitel@party-shop.sk', 'Dlhe-tajne-heslo-2026')).toEqual({ status: 200, adminStatus: 200 });

    // run again for an existing account (the demo admin, locked): it becomes an admin with the new password
    const again = await createAdminAccount(db.handle.db, { email: 'admin@party-shop.sk', password: 'Ine-tajne-heslo-2026' });
    expect(again.created).toBe(false);
    expect(await login(config, db, 'admin@party-shop.sk', 'Ine-tajne-heslo-2026')).toEqual({ status: 200, adminStatus: 200 });
    expect(await login(config, db, 'admin@party-shop.sk', DEMO_PASSWORD)).toEqual({ status: 422, adminStatus: 401 });
    await expect(createAdminAccount(db.handle.db, { email: 'x@party-shop.sk', password: 'short' })).rejects.toThrow();
  }, 180_000);
});

describe('npm run admin:create', () => {
  it('creates the admin with a password from stdin, and prints a generated one once', async () => {
    const db = await emptyDatabase();
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: db.dataDir, ...DEPLOYED, ...db.env };
    if (!db.env.DATABASE_URL) await db.handle.close(); // PGlite: one process at a time on a data folder
    const run = (args: string[], input: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', path.join(root, 'scripts/admin-create.ts'), ...args],
          { cwd: root, env },
          (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        );
        child.stdin!.end(input);
      });
    const typed = await run(['--email', 'prevadzka@party-shop.sk'], 'Heslo-prevadzky-2026\n');
    expect(typed).toMatchObject({ code: 0 });
    expect(typed.stdout).toContain('Admin account prevadzka@party-shop.sk created');
    expect(typed.stdout).not.toContain('Heslo-prevadzky-2026');
    const generated = await run(['--email', 'prevadzka@party-shop.sk', '--generate-password'], '');
    expect(generated.code).toBe(0);
    const password = /Password \(shown only now[^)]*\): (\S+)/.exec(generated.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const refused = await run(['--email', 'prevadzka@party-shop.sk'], 'short\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('8 to 128 characters');

    const handle = db.env.DATABASE_URL ? db.handle : await openDatabase({ dataDir: path.join(db.dataDir, 'pglite') });
    if (!db.env.DATABASE_URL) cleanups.push(() => handle.close());
    const config = deployedConfig({ ...db, handle });
    expect(await login(config, { ...db, handle }, 'prevadzka@party-shop.sk', password!)).toEqual({ status: 200, adminStatus: 200 });
  }, 300_000);
});
