/**
 * How many SQL statements the cart's hot calls make (issue 4: cart read and add-to-cart under load), and that the cart
 * statement is a prepared one on PostgreSQL (planning it on every read cost more than running it).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client';
import { loadCartView } from '../../src/domain/cart/cart-view';
import { databaseUrl } from '../setup/database-template';
import { withQueryLog, type QueryLog } from '../setup/query-log';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, loadCartFixtures, TOKENS, type FixtureIds } from '../fixtures/cart-fixtures';

let t: TestDatabase;
let fx: FixtureIds;
let q: QueryLog;
beforeAll(async () => {
  t = await createTestDatabase();
  fx = await loadCartFixtures(t.services.db);
  q = await withQueryLog(t);
});
afterAll(async () => {
  await t?.cleanup();
});

/** The statements `fn` makes; the frame (currencies, cached for seconds, not per request) is loaded before. */
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  await q.services.frame.get();
  q.reset();
  const result = await fn();
  return { result, statements: q.statements() };
}

async function guestCart() {
  const tempId = (await call(q, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId as string;
  const first = await call(q, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 1 }, { tempId });
  expect(first.status).toBe(200);
  return { tempId, cartId: first.body.data.cart_id as number };
}

describe('statements per cart call', () => {
  it('reads a stored guest cart in one statement, an unknown one in none', async () => {
    const { tempId } = await guestCart();
    const read = await counted(() => call(q, 'GET', '/api/cart/anonymous/sk/0', undefined, { tempId }));
    expect(read.result.status).toBe(200);
    expect(read.result.body.data.items).toHaveLength(1);
    expect(read.statements).toHaveLength(1);
    const unknown = await counted(() => call(q, 'GET', '/api/cart/anonymous/sk/0'));
    expect(unknown.result.body.data.id).toBe(0);
    expect(unknown.statements).toHaveLength(0);
  });

  it('reads a customer cart in one statement per cart, after the session lookup and the list of carts', async () => {
    await call(q, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer }); // a customer without a cart gets one
    const read = await counted(() => call(q, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer }));
    expect(read.result.status).toBe(200);
    expect(read.statements).toHaveLength(2 + read.result.body.data.length);
  });

  it('adds to a stored cart in three statements: lock, cart with the variant, write (a new line and one more unit)', async () => {
    const { tempId, cartId } = await guestCart();
    const add = await counted(() => call(q, 'PUT', `/api/cart/${cartId}`, { variantId: fx.other.variant, quantity: 1 }, { tempId }));
    expect(add.result.status).toBe(200);
    expect(add.result.body.data).toMatchObject({ cart_id: cartId, quantity: 1, product: { price: 244 } });
    expect(add.statements).toHaveLength(3);
    expect(add.statements[0]).toMatch(/^UPDATE carts SET updated_at = now\(\)/);
    expect(add.statements[2]).toMatch(/^INSERT INTO cart_items/);
    const again = await counted(() => call(q, 'PUT', `/api/cart/${cartId}`, { variantId: fx.other.variant, quantity: 1 }, { tempId }));
    expect(again.result.body.data).toMatchObject({ cart_id: cartId, quantity: 2, original_quantity: 2 });
    expect(again.statements).toHaveLength(3);
    expect(again.statements[2]).toMatch(/^UPDATE cart_items/);
  });

  it("stores a guest's cart at its first write in three statements (create-or-lock, cart with the variant, write)", async () => {
    const tempId = (await call(q, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId as string;
    const first = await counted(() => call(q, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 1 }, { tempId }));
    expect(first.result.status).toBe(200);
    expect(first.statements).toHaveLength(3);
    expect(first.statements[0]).toMatch(/^INSERT INTO carts .* ON CONFLICT \(temp_id\) DO UPDATE/s);
  });
});

describe.runIf(inject('testDatabase')?.kind === 'postgres')('prepared statements (PostgreSQL)', () => {
  it('prepares the cart statement once per connection instead of planning it on every read', async () => {
    const info = inject('testDatabase');
    if (info?.kind !== 'postgres') return;
    const { tempId } = await guestCart();
    // one connection: the reads and the look into pg_prepared_statements share the session
    const single = await openDatabase({ databaseUrl: databaseUrl(info.url, t.name), poolSize: 1 });
    try {
      const ctx = { currency: (await t.services.frame.get()).currencies.find((c) => c.id === 2)!, now: new Date() };
      for (let i = 0; i < 3; i++) expect(await loadCartView(single.db, { guestTempId: tempId }, ctx, t.services.t)).not.toBeNull();
      const prepared = await queryRows<{ n: number }>(
        single.db,
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE NOT from_sql AND statement LIKE '%json_agg(l ORDER BY l.id)%'`,
      );
      expect(prepared[0]!.n).toBe(1);
    } finally {
      await single.close();
    }
  });
});
