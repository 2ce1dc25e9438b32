/**
 * Orders never oversell (issue 4 "Must show"), on PGlite and PostgreSQL: parallel placements for the last units of a
 * product, for a voucher's last uses, and double submissions of one cart with one idempotency key.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { placeOrder, type PlaceOrderResult } from '../../src/domain/orders/place-order';
import { VoucherError } from '../../src/domain/vouchers/voucher-errors';
import { postJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import {
  BRANCH_1,
  BRANCH_2,
  CHECKOUT_FORM,
  countRows,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  setStock,
  stockOf,
  storeCart,
  WAREHOUSE,
} from '../fixtures/place-order-fixtures';

const DVAKRAT = 6; // amount 5 €, 2 uses

let t: TestDatabase;
let fx: FixtureIds;
beforeEach(async () => {
  t = await createTestDatabase();
  fx = await loadOrderFixtures(t.services.db);
});
afterEach(async () => {
  await t?.cleanup();
});

describe('concurrent orders', () => {
  it('20 parallel orders (POST /api/orders) for a product with 3 units in stock: 3 orders, 17 not_available, stock 0', async () => {
    const db = t.services.db;
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 1, [BRANCH_1]: 1, [BRANCH_2]: 1 });
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]));

    const answers = await Promise.all(
      carts.map((cart, i) =>
        postJson(
          t,
          '/api/orders',
          // a personal pickup may take the units of every store; a courier only ships while the e-shop warehouse has
          // the goods (the availability rule, decision 0058: goods only at branches are for pickup)
          {
            ...CHECKOUT_FORM,
            carrier: 'pickup',
            pickupStoreId: BRANCH_1,
            cartId: cart.cartId,
            idempotencyKey: randomUUID(),
            email: `zakaznik${i}@example.sk`,
          },
          { address: `198.51.100.${i + 1}`, headers: { cookie: `guest-cart=${cart.tempId}` } },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({
        code: 'not_available',
        message: 'Niektoré produkty už nie sú dostupné v požadovanom množstve.',
        items: [{ variantId: fx.balloon.variant, name: 'Testovací balón', requested: 1, available: 0 }],
      });
    }
    expect(await countRows(db, 'orders')).toBe(3);
    const stock = await stockOf(db, fx.balloon.variant);
    expect(stock).toEqual({ [BRANCH_1]: 0, [BRANCH_2]: 0, [WAREHOUSE]: 0 });
    const [sold] = await queryRows<{ n: number }>(
      db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE variant_id = ${fx.balloon.variant}`,
    );
    expect(sold!.n).toBe(3);
    // the refused carts keep their lines; the ordered ones are empty
    const [lines] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM cart_items WHERE variant_id = ${fx.balloon.variant}`,
    );
    expect(lines!.n).toBe(17);
  });

  it('20 parallel orders with a voucher limited to 2 uses (DVAKRAT): 2 orders, 18 voucher quantity errors', async () => {
    const db = t.services.db;
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await storeCart(db, [{ variant: fx.sale, quantity: 1 }], [DVAKRAT]));

    const outcomes = await Promise.all(
      carts.map((cart) =>
        placeOrder(placeDeps(t), placeInput(cart)).then(
          (placed) => ({ ok: true as const, placed }),
          (error: unknown) => {
            if (error instanceof VoucherError) return { ok: false as const, code: error.code };
            throw error;
          },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    expect(outcomes.filter((o) => !o.ok).map((o) => (o as { code: string }).code)).toEqual(Array(18).fill('quantity'));
    const [voucher] = await queryRows<{ used_count: number }>(db, sql`SELECT used_count FROM vouchers WHERE id = ${DVAKRAT}`);
    expect(voucher!.used_count).toBe(2);
    expect(await countRows(db, 'voucher_uses')).toBe(2);
    expect(await countRows(db, 'orders')).toBe(2);
    // the refused orders gave their stock back with the rollback
    expect(await stockOf(db, fx.sale.variant)).toEqual({ [WAREHOUSE]: 48 });
  });

  it('10 parallel placements of the same cart with the same idempotency key: one order, everyone gets it', async () => {
    const db = t.services.db;
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 2 }]);
    const input = placeInput(cart);
    const results: PlaceOrderResult[] = await Promise.all(Array.from({ length: 10 }, () => placeOrder(placeDeps(t), input)));
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await countRows(db, 'orders')).toBe(1);
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 3 });
  });

  it('one key sent with two carts of one customer at once (the unique index decides): one order', async () => {
    const db = t.services.db;
    const first = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [], 1);
    const second = await storeCart(db, [{ variant: fx.other, quantity: 1 }], [], 1);
    const key = randomUUID();
    const results = await Promise.all([
      placeOrder(placeDeps(t), placeInput(first, { idempotencyKey: key })),
      placeOrder(placeDeps(t), placeInput(second, { idempotencyKey: key })),
    ]);
    expect(results[0]!.order).toEqual(results[1]!.order);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await countRows(db, 'orders')).toBe(1);
  });
});
