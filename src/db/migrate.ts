/**
 * Applies the SQL migrations in /drizzle (drizzle-kit generated + custom) to a database handle.
 * The folder is resolved relative to this file, so it works from tsx, Vitest and the built server alike
 * as long as the repository layout (src/db → ../../drizzle) is kept.
 */
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DbHandle, Schema } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as unknown as PostgresJsDatabase<Schema>, { migrationsFolder });
  }
}
