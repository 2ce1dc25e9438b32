/**
 * Raw SQL as a PREPARED statement on PostgreSQL, for the cart's hot statements.
 *
 * `db.execute(sql)` (what `queryRows` of src/db/client.ts runs) sends an unnamed statement through postgres-js:
 * PostgreSQL parses and plans it on every call. For the cart statement (lines, vouchers and gift candidates as JSON
 * subqueries) planning cost more CPU than running it: ~2 ms of PostgreSQL CPU per cart read under load, of which the
 * execution is ~0.5 ms. Through Drizzle's prepared-query path postgres-js names the statement once per connection
 * (keyed by its text) and only binds and executes it afterwards; PostgreSQL keeps its plan (a generic plan after five
 * executions when that is not costlier). PGlite runs the very same call either way.
 *
 * Use it for statements of a fixed text (values as parameters), not for SQL whose text varies without bound.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

/** Turns SQL into text + parameters exactly as `db.execute` does (no casing option is configured). */
const dialect = new PgDialect();

/** `queryRows` (same rows, same drivers) through a prepared statement; works on a database and in a transaction. */
export async function queryPreparedRows<T extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<T[]> {
  // a name makes the postgres-js session prepare it (the name itself is not used: postgres-js names by text)
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, 'cart', false);
  const result = (await prepared.execute()) as unknown;
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && Array.isArray((result as { rows?: unknown }).rows)) {
    return (result as { rows: T[] }).rows;
  }
  return [];
}
