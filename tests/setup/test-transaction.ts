/**
 * Rollback per test: a test file shares one clone of the demo database, and each test works inside a transaction on
 * it that is rolled back afterwards, so whatever a test writes (orders, stock, whole tables emptied) never reaches
 * the next one. Services and apps built on the transaction (`inTransaction`) see only that test's writes.
 * Works on PGlite and PostgreSQL.
 */
import type { Db, DbHandle } from '../../src/db/client';
import type { TestDatabase } from './test-database';

export interface TestTransaction {
  /** the open transaction, usable wherever a Db is */
  db: Db;
  /** ends the transaction, throwing away everything written in it */
  rollBack(): Promise<void>;
}

class RollBack extends Error {}

/** Opens a transaction on `handle` that stays open until rollBack(). */
export function openTestTransaction(handle: DbHandle): Promise<TestTransaction> {
  return new Promise<TestTransaction>((ready, failed) => {
    let end: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const done = handle.db
      .transaction(async (tx) => {
        ready({
          db: tx as unknown as Db,
          rollBack: async () => {
            end();
            await done;
          },
        });
        await ended;
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) failed(error);
      });
  });
}

/** `shared` with its database handle replaced by the test's transaction: pass as createTestDatabase's shareDatabaseOf. */
export function inTransaction(shared: TestDatabase, transaction: TestTransaction): TestDatabase {
  return { ...shared, handle: { ...shared.handle, db: transaction.db } };
}
