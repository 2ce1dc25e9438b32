/**
 * The cart and the order placement ask the one availability rule (decision 0058): a back-order variant can be added
 * beyond its (zero) stock and ordered — nothing is taken out of stock; goods only at branches are ordered for a
 * personal pickup (the checkout shows it before the choice; a courier is refused with the reason at `carrier`); a variant with no stock and no (or a past)
 * restock date is refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { shopDate } from '../../src/domain/catalog/availability';
import { setCartItem } from '../../src/domain/cart/cart-items';
import { BASE_CURRENCY } from '../../src/domain/catalog/listing';
import { loadBranchOnlyProducts } from '../../src/domain/checkout/delivery-restrictions';
import { OrderPlacementError, placeOrder } from '../../src/domain/orders/place-order';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import {
  BRANCH_1,
  checkoutData,
  countRows,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  setStock,
  stockOf,
  storeCart,
} from '../fixtures/place-order-fixtures';

let t: TestDatabase;
let db: Db;
let fx: FixtureIds;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.services.db;
  fx = await loadOrderFixtures(db);
});

afterAll(async () => {
  await t?.cleanup();
});

const DAY = 86_400_000;
const inDays = (n: number) => shopDate(new Date(t.services.now().getTime() + n * DAY));
const setRestock = (variantId: number, date: string | null) =>
  queryRows(db, sql`UPDATE product_variants SET restock_date = ${date}::date WHERE id = ${variantId}`);

async function refusal(promise: Promise<unknown>): Promise<OrderPlacementError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof OrderPlacementError)) throw error ?? new Error('the order was accepted');
  return error;
}

describe('the cart and the order follow the availability rule', () => {
  it('back-order: the cart takes more than the (zero) stock, the courier order is placed and takes nothing from stock', async () => {
    await setStock(db, fx.other.variant, {});
    await setRestock(fx.other.variant, inDays(10));
    const cart = await storeCart(db, []);
    const line = await db.transaction((tx) =>
      setCartItem(tx, cart.cartId, { variantId: fx.other.variant, quantity: 3 }, { currency: BASE_CURRENCY, now: t.services.now() }),
    );
    expect(line.quantity).toBe(3);

    const before = await countRows(db, 'orders');
    const placed = await placeOrder(placeDeps(t), placeInput(cart));
    expect(placed.created).toBe(true);
    expect(await countRows(db, 'orders')).toBe(before + 1);
    expect(await stockOf(db, fx.other.variant)).toEqual({});
  });

  it('a past restock date is no promise: the cart takes nothing and the order is refused as not available', async () => {
    await setStock(db, fx.other.variant, {});
    await setRestock(fx.other.variant, inDays(-1));
    const empty = await storeCart(db, []);
    const line = await db.transaction((tx) =>
      setCartItem(tx, empty.cartId, { variantId: fx.other.variant, quantity: 2 }, { currency: BASE_CURRENCY, now: t.services.now() }),
    );
    expect(line.quantity).toBe(0);

    const cart = await storeCart(db, [{ variant: fx.other, quantity: 1 }]);
    const error = await refusal(placeOrder(placeDeps(t), placeInput(cart)));
    expect(error.code, JSON.stringify(error)).toBe('not_available');
    await setRestock(fx.other.variant, null);
  });

  it('goods only at a branch: a courier is refused at carrier with the reason, a pickup at the branch is placed', async () => {
    await setStock(db, fx.other.variant, { [BRANCH_1]: 4 });
    // the checkout learns it before the shopper picks a carrier (the courier and Packeta are shown unavailable)
    expect(await loadBranchOnlyProducts(db, [{ productId: fx.other.product, variantId: fx.other.variant }], t.services.now())).toEqual([
      { productId: fx.other.product, name: 'Testovacia sviečka', restriction: 'pickup_only' },
    ]);
    const cart = await storeCart(db, [{ variant: fx.other, quantity: 2 }]);
    const error = await refusal(placeOrder(placeDeps(t), placeInput(cart)));
    expect(error.code).toBe('validation');
    expect(error.errors).toEqual({
      carrier: ['Nie je možné pre: Testovacia sviečka – tento tovar neposielame, len osobný odber na predajni.'],
    });
    expect(await stockOf(db, fx.other.variant)).toEqual({ [BRANCH_1]: 4 });

    const placed = await placeOrder(
      placeDeps(t),
      placeInput(cart, { checkout: checkoutData({ carrier: 'pickup', pickupStoreId: BRANCH_1, paymentMethod: 'bank_transfer' }) }),
    );
    expect(placed.created).toBe(true);
    expect(await stockOf(db, fx.other.variant)).toEqual({ [BRANCH_1]: 2 });
  });
});
