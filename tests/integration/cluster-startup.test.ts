/**
 * Any number of app servers may start at once on an empty database (decision 0046): both run the start-up path
 * (prepareDatabase: migrations, then the demo seed, under the database lock 'startup'); one migrates and seeds, the
 * other waits and finds the work done. On PostgreSQL two handles with their own pools on a new empty database; on
 * PGlite (one process owns the data folder) two start-ups on one handle.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows, type DbHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/migrate';
import { ensureDemoData } from '../../src/seed/ensure-demo';
import { databaseUrl, TEST_DB_PREFIX, withAdmin } from '../setup/database-template';

async function emptyDatabases(): Promise<{ handles: [DbHandle, DbHandle]; drop: () => Promise<void> }> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const handle = await openDatabase({});
    return { handles: [handle, handle], drop: () => handle.close() };
  }
  const name = `${TEST_DB_PREFIX}${info.ownerPid}_${randomBytes(5).toString('hex')}`;
  await withAdmin(info.url, (admin) => admin.unsafe(`CREATE DATABASE "${name}"`));
  const open = () => openDatabase({ databaseUrl: databaseUrl(info.url, name), poolSize: 3 });
  const handles = (await Promise.all([open(), open()])) as [DbHandle, DbHandle];
  return {
    handles,
    drop: async () => {
      await Promise.all(handles.map((h) => h.close()));
      await withAdmin(info.url, (admin) => admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

describe('two servers starting at once on an empty database', () => {
  it('both come up; the schema is migrated and the demo seeded exactly once', async () => {
    const { handles, drop } = await emptyDatabases();
    try {
      const seeded: boolean[] = [];
      const startUp = (handle: DbHandle) =>
        prepareDatabase(handle, async (db) => seeded.push(await ensureDemoData(db, { dataDir: '/nonexistent' })));
      const results = await Promise.allSettled(handles.map(startUp));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(seeded.sort()).toEqual([false, true]);
      const [row] = await queryRows<{ admins: number; settings: number; migrations: number }>(
        handles[1].db,
        sql`SELECT (SELECT count(*)::int FROM users WHERE email = 'admin@party-shop.sk') AS admins,
                   (SELECT count(*)::int FROM settings WHERE name = 'maintenance') AS settings,
                   (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`,
      );
      expect(row).toMatchObject({ admins: 1, settings: 1 });
      expect(row!.migrations).toBeGreaterThan(5);
    } finally {
      await drop();
    }
  }, 240_000);
});
