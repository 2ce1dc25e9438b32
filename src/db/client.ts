/**
 * Database client factory: embedded PGlite (default) or PostgreSQL through postgres-js (`databaseUrl`).
 * Exactly one handle per process (see docs/architecture.md); domain code takes `db: Db` and works with either.
 */
import { mkdirSync } from 'node:fs';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Schema = typeof schema;

/** PostgreSQL application_name of the shop's connections. */
export const APPLICATION_NAME = 'party-shop';

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
  /**
   * Runs `fn` while holding the database-wide lock `name` (decision 0046): on PostgreSQL a session advisory lock on a
   * connection reserved for it, so any number of app servers may start at once (migrations, demo seed) and only one
   * does the work at a time; on PGlite (one process owns the data folder) an in-process queue.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Sends `payload` to every listener of `channel` on every app server (PostgreSQL NOTIFY; PGlite: this process). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` for every notification on `channel` (own ones included) until the returned function is called.
   * `onConnected` runs whenever the listening connection is (re)established: notifications sent while it was down
   * are lost, so a listener should treat it as "anything may have changed".
   */
  listen(channel: string, onMessage: (payload: string) => void, onConnected?: () => void): Promise<() => Promise<void>>;
  /** The configured connection limit (PGlite: 1), for the metrics. */
  poolSize: number;
}

/** The lock key of a lock name: the same on every app server. */
function lockKey(name: string): string {
  return `party-shop:${name}`;
}

/** An in-process mutex per name and a notification bus: PGlite's stand-ins for advisory locks and LISTEN/NOTIFY. */
function inProcessCoordination() {
  const queues = new Map<string, Promise<unknown>>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      const tail = run.catch(() => undefined);
      queues.set(name, tail);
      void tail.then(() => {
        if (queues.get(name) === tail) queues.delete(name);
      });
      return run;
    },
    async notify(channel: string, payload: string) {
      for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
    },
    async listen(channel: string, onMessage: (payload: string) => void, onConnected?: () => void) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      const listener = (payload: string) => onMessage(payload);
      set.add(listener);
      onConnected?.();
      return async () => {
        set.delete(listener);
      };
    },
  };
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
    const [{ default: postgres }, { drizzle }] = await Promise.all([import('postgres'), import('drizzle-orm/postgres-js')]);
    const poolSize = opts.poolSize ?? 10;
    const client = postgres(opts.databaseUrl, {
      max: poolSize,
      onnotice: () => {},
      // the metrics count this shop's connections by it (pg_stat_activity)
      connection: { application_name: APPLICATION_NAME },
    });
    const db = drizzle({ client, schema });
    return {
      db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
      poolSize,
      async withLock(name, fn) {
        const reserved = await client.reserve();
        try {
          await reserved`SELECT pg_advisory_lock(hashtext(${lockKey(name)}))`;
          try {
            return await fn();
          } finally {
            await reserved`SELECT pg_advisory_unlock(hashtext(${lockKey(name)}))`;
          }
        } finally {
          reserved.release();
        }
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
      async listen(channel, onMessage, onConnected) {
        const listening = await client.listen(channel, onMessage, onConnected);
        return () => listening.unlisten();
      },
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
    poolSize: 1,
    ...inProcessCoordination(),
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

/** An id an `integer` (int4) column can hold: a larger or malformed one names no row, and is never sent as a parameter. */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
}

/**
 * A list of integers as one parameter of a prepared statement: `id = ANY(${intList(ids)})` (decisions 0121, 0132).
 * The array is an InitPlan's value, so no call's plan can fold it into a constant: PostgreSQL keeps the shared
 * (generic) plan after the fifth call. Folded, its exact length made every call's own plan look cheaper than the
 * shared one, and the statement was planned again on every call (~0.6 ms of PostgreSQL's CPU for the availability).
 */
export function intList(values: readonly number[]): SQL {
  return sql`(SELECT string_to_array(${values.join(',')}, ',')::int[])::int[]`;
}

/**
 * Runs raw SQL and returns its rows on either driver (`db.execute()` on the common `Db` type is `unknown`:
 * PGlite answers `{ rows }`, postgres-js an array). Cast int8/numeric results in SQL (`::int`, `::float8`):
 * the drivers differ in how they return them.
 */
export async function queryRows<T extends Record<string, unknown> = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
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
export async function queryPreparedRows<T extends Record<string, unknown> = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  // a name makes the postgres-js session prepare it (the name itself is not used: postgres-js names by text)
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, 'prepared', false);
  return rowsOf<T>(await prepared.execute());
}
