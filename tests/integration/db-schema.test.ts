import { randomBytes } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, queryRows, type Db, type DbHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { syncIdentitySequences } from '../../src/db/identity';
import * as s from '../../src/db/schema';

/** SQLSTATE of a failed query (drizzle wraps driver errors in DrizzleQueryError with `cause`). */
function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

async function expectSqlState(promise: PromiseLike<unknown>, state: string): Promise<void> {
  let caught: unknown;
  try {
    await promise;
  } catch (err) {
    caught = err;
  }
  expect(caught, `expected the query to fail with SQLSTATE ${state}`).toBeDefined();
  expect(sqlState(caught)).toBe(state);
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

async function seedMinimal(db: Db) {
  await db.insert(s.taxRates).values({ id: 1, name: 'Základná', rate: 23 });
  await db.insert(s.stores).values({ id: 1, slug: 'sklad', name: 'E-shop sklad', kind: 'warehouse' });
  await db.insert(s.products).values({
    id: 10,
    slug: 'baloniky-srdce',
    name: 'Balóny srdce červené',
    code: 'BAL-001',
    taxRateId: 1,
    price: 9900,
  });
  await db.insert(s.productVariants).values({
    id: 100,
    productId: 10,
    name: 'Default',
    code: 'BAL-001-D',
    isDefault: true,
  });
  await db.insert(s.users).values({ id: 5, email: 'Jana@Example.sk', passwordHash: 'x', firstname: 'Jana' });
  await syncIdentitySequences(db);
}

async function assertSchema(handle: DbHandle) {
  const { db } = handle;

  const [u] = await queryRows<{ v: string }>(db, sql`SELECT shop_unaccent('Balóny') AS v`);
  expect(u!.v).toBe('Balony');

  await seedMinimal(db);

  // identity sequences continue after explicit ids
  const [p2] = await db
    .insert(s.products)
    .values({ slug: 'sviecka', name: 'Sviečka 18', code: 'SV-018', taxRateId: 1, price: 1500 })
    .returning({ id: s.products.id });
  expect(p2!.id).toBe(11);

  // stock quantity >= 0
  await db.insert(s.stock).values({ variantId: 100, storeId: 1, quantity: 3 });
  await expectSqlState(
    db
      .insert(s.stock)
      .values({ variantId: 100, storeId: 1, quantity: -1 })
      .onConflictDoUpdate({
        target: [s.stock.variantId, s.stock.storeId],
        set: { quantity: -1 },
      }),
    CHECK_VIOLATION,
  );
  await expectSqlState(db.update(s.stock).set({ quantity: sql`${s.stock.quantity} - 4` }), CHECK_VIOLATION);

  // review stars 1..5
  await expectSqlState(db.insert(s.reviews).values({ productId: 10, userId: 5, stars: 6, authorName: 'Jana' }), CHECK_VIOLATION);
  await expectSqlState(db.insert(s.reviews).values({ productId: 10, userId: 5, stars: 0, authorName: 'Jana' }), CHECK_VIOLATION);
  await db.insert(s.reviews).values({ productId: 10, userId: 5, stars: 5, authorName: 'Jana' });

  // case-insensitive unique e-mail and voucher code
  await expectSqlState(db.insert(s.users).values({ email: 'jana@example.SK' }), UNIQUE_VIOLATION);
  await db.insert(s.vouchers).values({ code: 'LETO10', voucherType: 'percent', value: 10, quantity: 1 });
  await expectSqlState(db.insert(s.vouchers).values({ code: 'leto10', voucherType: 'amount', value: 500 }), UNIQUE_VIOLATION);
  // used_count <= quantity
  await expectSqlState(db.update(s.vouchers).set({ usedCount: 2 }).where(eq(s.vouchers.code, 'LETO10')), CHECK_VIOLATION);

  // diacritics-insensitive trigram search on the expression index
  const found = await db
    .select({ id: s.products.id })
    .from(s.products)
    .where(sql`shop_unaccent(lower(${s.products.name})) LIKE '%' || shop_unaccent(lower(${'balony'})) || '%'`);
  expect(found.map((r) => r.id)).toEqual([10]);
  const [sim] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT shop_unaccent(lower('Balóny srdce')) % shop_unaccent(lower('balony srdcee')) AS ok`,
  );
  expect(sim!.ok).toBe(true);

  // relational queries are wired
  const product = await db.query.products.findFirst({
    where: eq(s.products.id, 10),
    with: { variants: { with: { stock: true } }, taxRate: true, reviews: true },
  });
  expect(product?.taxRate.rate).toBe(23);
  expect(product?.variants[0]?.stock[0]?.quantity).toBe(3);
  expect(product?.reviews).toHaveLength(1);

  // cascading cart children
  const [cart] = await db.insert(s.carts).values({ userId: 5 }).returning();
  const [parent] = await db.insert(s.cartItems).values({ cartId: cart!.id, productId: 10, variantId: 100, quantity: 2 }).returning();
  await db.insert(s.cartItems).values({ cartId: cart!.id, parentId: parent!.id, productId: 10, variantId: 100 });
  await db.delete(s.cartItems).where(eq(s.cartItems.id, parent!.id));
  expect(await db.select().from(s.cartItems)).toHaveLength(0);
}

// PGlite itself: in the PostgreSQL pass these would only repeat the PGlite pass's run (see vitest.config.ts)
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('db schema (PGlite)', () => {
  it('migrates an in-memory database and enforces constraints', async () => {
    const handle = await openDatabase({});
    try {
      expect(handle.kind).toBe('pglite');
      await migrateDatabase(handle);
      await migrateDatabase(handle); // idempotent
      await assertSchema(handle);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('clones a migrated template through dumpDataDir / loadDataDir', async () => {
    const template = await openDatabase({});
    let dump: Blob;
    try {
      await migrateDatabase(template);
      await template.db.insert(s.taxRates).values({ id: 7, name: 'Znížená', rate: 5 });
      dump = await template.dumpDataDir!();
    } finally {
      await template.close();
    }
    const clone = await openDatabase({ loadDataDir: dump });
    try {
      const rates = await clone.db.select().from(s.taxRates);
      expect(rates).toEqual([{ id: 7, name: 'Znížená', rate: 5 }]);
    } finally {
      await clone.close();
    }
  }, 120_000);
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!TEST_DATABASE_URL)('db schema (PostgreSQL)', () => {
  it('migrates a fresh database and enforces constraints', async () => {
    const dbName = `schema_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    try {
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        expect(handle.kind).toBe('postgres');
        expect(handle.dumpDataDir).toBeUndefined();
        await migrateDatabase(handle);
        await migrateDatabase(handle); // idempotent
        await assertSchema(handle);
      } finally {
        await handle.close();
      }
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
