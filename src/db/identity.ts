import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Moves every identity sequence of the public schema past the current max(id) of its table.
 * Call it after inserting rows with explicit ids (seeds), otherwise the next generated id collides.
 */
export async function syncIdentitySequences(db: Db): Promise<void> {
  await db.execute(sql`
    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN
        SELECT c.table_name, c.column_name
        FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.is_identity = 'YES'
      LOOP
        EXECUTE format(
          'SELECT setval(pg_get_serial_sequence(%L, %L), coalesce((SELECT max(%I) FROM %I), 0) + 1, false)',
          'public.' || quote_ident(r.table_name), r.column_name, r.column_name, r.table_name
        );
      END LOOP;
    END $$;
  `);
}
