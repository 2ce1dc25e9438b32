/**
 * Applies the SQL migrations in /drizzle (drizzle-kit generated + custom) to a database handle.
 * The folder is resolved relative to this file, so it works from tsx, Vitest and the built server alike
 * as long as the repository layout (src/db → ../../drizzle) is kept.
 */
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Db, DbHandle, Schema } from './client.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as unknown as PostgresJsDatabase<Schema>, { migrationsFolder });
  }
}

/**
 * What every app server does at start: migrate, then (when asked) seed, holding the database lock 'startup'
 * (decision 0046). Any number of servers may start at once on an empty or older database: one migrates and seeds,
 * the others wait and then find the work done (drizzle skips applied migrations; the seed checks for an empty
 * database under the same lock).
 */
export async function prepareDatabase(handle: DbHandle, seed?: (db: Db) => Promise<unknown>): Promise<void> {
  await handle.withLock('startup', async () => {
    await migrateDatabase(handle);
    if (seed) await seed(handle.db);
  });
}
