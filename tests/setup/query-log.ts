/**
 * The SQL statements a request makes: a second Drizzle instance on the test database's own client with a logger,
 * and services + app on top of it (transactions inherit the logger). BEGIN / COMMIT are sent by the drivers
 * themselves and are not in the log.
 *
 *   const q = await withQueryLog(t);
 *   q.reset(); await call(q, 'GET', '/api/cart/anonymous/sk/0'); expect(q.statements()).toHaveLength(1);
 */
import { createApp } from '../../server/app';
import * as schema from '../../src/db/schema';
import type { Db, DbHandle } from '../../src/db/client';
import { createServices, type AppServices } from '../../src/services';
import type { TestDatabase } from './test-database';

export interface QueryLog {
  services: AppServices;
  app: ReturnType<typeof createApp>;
  /** statements logged since the last reset() */
  statements(): string[];
  reset(): void;
}

export async function withQueryLog(t: TestDatabase): Promise<QueryLog> {
  let log: string[] = [];
  const logger = { logQuery: (query: string) => void log.push(query) };
  const client = (t.handle.db as unknown as { $client: unknown }).$client;
  let db: Db;
  if (t.handle.kind === 'postgres') {
    const { drizzle } = await import('drizzle-orm/postgres-js');
    db = drizzle({ client: client as never, schema, logger }) as unknown as Db;
  } else {
    const { drizzle } = await import('drizzle-orm/pglite');
    db = drizzle({ client: client as never, schema, logger }) as unknown as Db;
  }
  const handle: DbHandle = { ...t.handle, db, close: async () => {} };
  const services = createServices(t.services.config, handle);
  return {
    services,
    app: createApp(services),
    statements: () => [...log],
    reset: () => {
      log = [];
    },
  };
}
