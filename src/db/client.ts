/**
 * Database client factory: embedded PGlite (default) or PostgreSQL through postgres-js (`databaseUrl`).
 * Exactly one handle per process (see docs/architecture.md); domain code takes `db: Db` and works with either.
 */
import { mkdirSync } from 'node:fs';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Schema = typeof schema;

/** The PgDatabase type common to the pglite and postgres-js drivers, with the shop schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Transaction handle passed to `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database or a transaction: what domain functions should accept. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: dump the data directory (tar) so tests can clone a migrated/seeded template via `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — use PostgreSQL via postgres-js; otherwise PGlite */
  databaseUrl?: string;
  /** PGlite data directory (created recursively); undefined = in memory */
  dataDir?: string;
  /** PGlite: initialise from a dump made by `dumpDataDir()` */
  loadDataDir?: Blob | File;
  /** postgres-js: max connections (default 10) */
  poolSize?: number;
  /** PGlite: a compiled pglite.wasm and its file-system bundle to reuse (tests open many instances in one process) */
  pgliteAssets?: PgliteAssets;
}

/** What every PGlite instance loads the same way: compiled once, reused by `openDatabase({ pgliteAssets })`. */
export interface PgliteAssets {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** Compiles pglite.wasm and reads its file-system bundle from the installed package. */
export async function loadPgliteAssets(): Promise<PgliteAssets> {
  const [{ readFile }, { createRequire }] = await Promise.all([import('node:fs/promises'), import('node:module')]);
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const dist = entry.slice(0, entry.lastIndexOf('/') + 1);
  const [wasm, data] = await Promise.all([readFile(`${dist}pglite.wasm`), readFile(`${dist}pglite.data`)]);
  return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const [{ default: postgres }, { drizzle }] = await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
    ]);
    const client = postgres(opts.databaseUrl, {
      max: opts.poolSize ?? 10,
      onnotice: () => {},
    });
    const db = drizzle({ client, schema });
    return {
      db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
    };
  }

  const [{ PGlite }, { unaccent }, { pg_trgm }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: { unaccent, pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...(opts.pgliteAssets ? { pgliteWasmModule: opts.pgliteAssets.wasmModule, fsBundle: opts.pgliteAssets.fsBundle } : {}),
  });
  const db = drizzle({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** The rows of a raw query's result on either driver: PGlite answers `{ rows }`, postgres-js an array. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && Array.isArray((result as { rows?: unknown }).rows)) {
    return (result as { rows: T[] }).rows;
  }
  return [];
}

/**
 * Runs raw SQL and returns its rows on either driver (`db.execute()` on the common `Db` type is `unknown`:
 * PGlite answers `{ rows }`, postgres-js an array). Cast int8/numeric results in SQL (`::int`, `::float8`):
 * the drivers differ in how they return them.
 */
export async function queryRows<T extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Turns SQL into text + parameters exactly as `db.execute` does (no casing option is configured). */
const dialect = new PgDialect();

/**
 * `queryRows` (same rows, same drivers) as a PREPARED statement on PostgreSQL, for hot statements (the cart's).
 * `db.execute` sends an unnamed statement through postgres-js, which PostgreSQL parses and plans on every call; for
 * the cart statement (lines, vouchers and gift candidates as JSON subqueries) planning cost more CPU than running it
 * (~2 ms against ~0.5 ms under load, decision 0039). Through Drizzle's prepared-query path postgres-js prepares it
 * once per connection (keyed by its text) and then only binds and executes. PGlite runs the same call either way.
 * Only for statements of a fixed text (values as parameters), not for SQL whose text varies without bound.
 */
export async function queryPreparedRows<T extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<T[]> {
  // a name makes the postgres-js session prepare it (the name itself is not used: postgres-js names by text)
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, 'prepared', false);
  return rowsOf<T>(await prepared.execute());
}
