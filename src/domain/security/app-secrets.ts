/**
 * Server-side secrets shared by every app server (decision 0063): kept in the table app_secrets, made once (the
 * migration makes the ones it knows; a missing one is made here on first use, safe under concurrency), so several
 * app servers always agree without an extra environment variable. Values never leave the server.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';

type AppSecretName = 'guest-cart-temp-id';

export interface AppSecrets {
  /** The secret `name` (64 hex characters), made now when it does not exist yet. */
  get(name: AppSecretName): Promise<string>;
}

/**
 * The secrets of one app server (services.secrets): each read once, as a secret never changes once stored, so there
 * is nothing to invalidate and a fresh visitor's cart call costs no statement for it
 * (tests/integration/cart-statements.test.ts). Concurrent first reads share one; a failed read is tried again.
 */
export function createAppSecrets(db: DbOrTx): AppSecrets {
  const known = new Map<AppSecretName, Promise<string>>();
  return {
    get(name) {
      let value = known.get(name);
      if (!value) {
        value = readOrMakeSecret(db, name);
        known.set(name, value);
        value.catch(() => known.delete(name));
      }
      return value;
    },
  };
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
