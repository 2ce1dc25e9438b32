/**
 * Server-side secrets shared by every app server (decision 0063): kept in the table app_secrets, made once (the
 * migration makes the ones it knows; a missing one is made here on first use, safe under concurrency), so several
 * app servers always agree without an extra environment variable. Values never leave the server.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';

export type AppSecretName = 'guest-cart-temp-id';

/**
 * Read once per database handle: a secret never changes once stored, so there is nothing to invalidate, and a fresh
 * visitor's cart call costs no statement for it (tests/integration/cart-statements.test.ts).
 */
const known = new WeakMap<object, Map<AppSecretName, string>>();

/** The secret `name` (64 hex characters), made now when it does not exist yet. */
export async function loadAppSecret(db: DbOrTx, name: AppSecretName): Promise<string> {
  const cached = known.get(db)?.get(name);
  if (cached) return cached;
  const value = await readOrMakeSecret(db, name);
  const forDb = known.get(db) ?? new Map<AppSecretName, string>();
  forDb.set(name, value);
  known.set(db, forDb);
  return value;
}

async function readOrMakeSecret(db: DbOrTx, name: AppSecretName): Promise<string> {
  const rows = await queryPreparedRows<{ value: string }>(db, sql`SELECT value FROM app_secrets WHERE name = ${name}`);
  if (rows[0]) return rows[0].value;
  await queryPreparedRows(
    db,
    sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('hex')}) ON CONFLICT (name) DO NOTHING`,
  );
  // another app server may have won the race: everyone reads the stored one
  const stored = await queryPreparedRows<{ value: string }>(db, sql`SELECT value FROM app_secrets WHERE name = ${name}`);
  return stored[0]!.value;
}
